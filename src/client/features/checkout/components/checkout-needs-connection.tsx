import { Link } from '@tanstack/react-router';

/** Offline, the checkout says why it waits; the cart stays as it is. */
export function CheckoutNeedsConnection() {
  return (
    <div className="page-container py-10">
      <section role="status" className="card mx-auto max-w-2xl space-y-4 p-8 text-center">
        <h1 className="font-display text-3xl font-bold text-ink">Checkout needs a connection</h1>
        <p className="text-ink-muted">
          You are offline. Your cart and everything in it are kept on this device; check out when you are back online.
        </p>
        <Link to="/cart" className="btn-primary">
          Back to the cart
        </Link>
      </section>
    </div>
  );
}
