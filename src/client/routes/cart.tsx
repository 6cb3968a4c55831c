import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { syncCart } from '@/client/features/cart/cart-sync';
import { CartView } from '@/client/features/cart/components/cart-view';
import { toolsQueryOptions } from '@/client/features/tools/api/get-tools';
import { useBooks } from '@/client/features/books/api/get-books';
import { userQueryOptions } from '@/client/features/profile/api/get-user';
import { useSession } from '@/client/lib/auth/session';

/** The cart: anyone's, visitors' too, and offline. */
export const Route = createFileRoute('/cart')({
  component: CartPage,
});

function CartPage() {
  const email = useSession()?.email;
  const { data: tools, dataUpdatedAt } = useQuery(toolsQueryOptions());
  // Tax and delivery as the shop last told them, for the state of the profile's address (saved on the device).
  const { books, confirmed } = useBooks();
  const { data: profile } = useQuery({ ...userQueryOptions(email ?? ''), enabled: email !== undefined });
  const pricing = { books, confirmed, state: profile?.state || undefined };
  const catalogue = useMemo(() => (tools ? { tools, seenAt: dataUpdatedAt } : undefined), [tools, dataUpdatedAt]);
  // What the person may have changed on another device since.
  useEffect(() => {
    if (email) void syncCart({ read: true }).catch(() => {});
  }, [email]);
  return <CartView catalogue={catalogue} pricing={pricing} />;
}
