import { centsToDollars, formatDollars } from '@/shared/money';
import type { OrderTotals } from '@/shared/order-totals';
import { OrderSums } from '@/client/components/ui/order-sums';
import { type CheckoutLine, totalCents } from '../checkout-lines';

const dollars = (cents: number) => formatDollars(centsToDollars(cents));

/**
 * The checkout's summary card: each tool's name, quantity and price, and its sums (subtotal, tax, delivery and
 * total) as the shop's books last read price them; `confirmed` false when they were not read online in this visit.
 * `priceNote`: how old the prices are.
 */
export function OrderSummary({
  lines,
  priceNote,
  totals,
  pickup = false,
  confirmed = true,
}: {
  lines: CheckoutLine[];
  priceNote?: string;
  totals?: OrderTotals;
  pickup?: boolean;
  confirmed?: boolean;
}) {
  const [only] = lines;
  return (
    <aside aria-labelledby="summary-title" className="card h-fit p-6 sm:p-8">
      <h2 id="summary-title" className="font-display text-2xl font-bold text-ink">
        Order summary
      </h2>
      {lines.length === 1 && only ? (
        <>
          <div className="mt-5 flex items-center gap-4">
            {only.img && (
              <img
                src={only.img}
                alt=""
                width="96"
                height="72"
                className="h-18 w-24 rounded-lg bg-cream object-cover"
              />
            )}
            <p className="font-semibold text-ink">{only.name}</p>
          </div>
          <dl className="mt-5 space-y-2 border-t border-slate-200 pt-5">
            {(
              [
                ['Quantity', only.quantity],
                ['Price', dollars(only.priceCents)],
              ] as const
            ).map(([term, value]) => (
              <div key={term} className="flex justify-between">
                <dt className="text-ink-muted">{term}</dt>
                <dd className="font-semibold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <ul className="mt-5 space-y-2" aria-label="Tools in this order">
          {lines.map((line) => (
            <li key={line.productId} className="flex justify-between gap-4 text-sm">
              <span className="text-ink">
                {line.name} × {line.quantity}
              </span>
              <span className="font-semibold text-ink">{dollars(line.priceCents * line.quantity)}</span>
            </li>
          ))}
        </ul>
      )}
      {priceNote && (
        <p className="mt-2 text-right text-sm text-ink-muted">{priceNote}; the shop charges today’s price</p>
      )}
      {totals ? (
        <OrderSums totals={totals} pickup={pickup} confirmed={confirmed} />
      ) : (
        <div className="mt-3 flex justify-between border-t border-slate-200 pt-3 text-lg">
          <span className="font-bold text-ink">Total</span>
          <span className="font-bold text-ink" data-testid="checkout-total">
            {dollars(totalCents(lines))}
          </span>
        </div>
      )}
      {!confirmed && (
        <p className="mt-2 text-sm text-ink-muted">
          Tax and delivery as last seen on this device; the shop confirms them when you order online.
        </p>
      )}
    </aside>
  );
}
