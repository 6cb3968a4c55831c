import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { syncCart } from '@/client/features/cart/cart-sync';
import { CartView } from '@/client/features/cart/components/cart-view';
import { toolsQueryOptions } from '@/client/features/tools/api/get-tools';
import { useSession } from '@/client/lib/auth/session';

/** The cart: anyone's, visitors' too, and offline. */
export const Route = createFileRoute('/cart')({
  component: CartPage,
});

function CartPage() {
  const email = useSession()?.email;
  const { data: tools, dataUpdatedAt } = useQuery(toolsQueryOptions());
  const catalogue = useMemo(() => (tools ? { tools, seenAt: dataUpdatedAt } : undefined), [tools, dataUpdatedAt]);
  // What the person may have changed on another device since.
  useEffect(() => {
    if (email) void syncCart({ read: true }).catch(() => {});
  }, [email]);
  return <CartView catalogue={catalogue} />;
}
