import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { CartCheckout } from './-cart-checkout';

/** The cart's checkout: signed in, and online to place the order (offline, it says so and keeps everything). */
export const Route = createFileRoute('/_auth/checkout')({
  component: CheckoutPage,
});

function CheckoutPage() {
  const { session } = useRouteContext({ from: '/_auth/checkout' });
  return <CartCheckout session={session} />;
}
