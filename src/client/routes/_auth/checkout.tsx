import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { CheckoutNeedsConnection } from '@/client/features/cart/components/checkout-needs-connection';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { CartCheckout } from './-cart-checkout';

/** The cart's checkout: signed in and online (offline, it says so and keeps the cart). */
export const Route = createFileRoute('/_auth/checkout')({
  component: CheckoutPage,
});

function CheckoutPage() {
  const { session } = useRouteContext({ from: '/_auth/checkout' });
  const online = useOnlineStatus();
  return online ? <CartCheckout session={session} /> : <CheckoutNeedsConnection />;
}
