import { Link } from '@tanstack/react-router';
import type { CartLine } from '../cart-lines';
import type { LineChange } from '../checkout-changes';
import { CartLineList } from './cart-line-list';

/**
 * The cart's lines at checkout, in today's prices, each with what changed since it was added and what
 * holds the order back, to adjust or remove before placing the order (the checkout's summary totals them).
 */
export function CheckoutReview({ lines, changes }: { lines: CartLine[]; changes: ReadonlyMap<string, LineChange[]> }) {
  const changed = [...changes.values()].filter((found) => found.length > 0).length;
  return (
    <section aria-labelledby="review-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="review-title" className="section-title">
          Checkout
        </h1>
        <Link to="/cart" className="font-semibold text-brand underline">
          Back to the cart
        </Link>
      </div>
      <p role="status" className="text-ink-muted">
        {changed === 0
          ? 'Checked against the shop just now: nothing changed since you filled your cart.'
          : `Checked against the shop just now: ${changed === 1 ? '1 tool has' : `${changed} tools have`} changed since you filled your cart.`}
      </p>
      <CartLineList
        label="Order lines"
        lines={lines}
        notes={(line) =>
          (changes.get(line.productId) ?? []).map((change) => (
            <p
              key={change.words}
              className={`rounded-lg px-3 py-2 text-sm font-semibold ${change.blocks ? 'bg-accent-soft text-accent' : 'bg-sun-soft text-ink'}`}
            >
              {change.words}
            </p>
          ))
        }
      />
    </section>
  );
}
