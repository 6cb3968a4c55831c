import { centsToDollars, formatDollars } from '@/shared/money';
import { type OrderTotals, taxLabel } from '@/shared/order-totals';

const dollars = (cents: number) => formatDollars(centsToDollars(cents));

/** Subtotal, tax, delivery and total: what the card is charged, before it is. */
export function OrderSums({
  totals,
  pickup,
  confirmed = true,
  totalTestId = 'checkout-total',
}: {
  totals: OrderTotals;
  pickup: boolean;
  confirmed?: boolean;
  totalTestId?: string;
}) {
  const rows = [
    ['Subtotal', totals.subtotalCents],
    [taxLabel(totals.taxState, totals.taxPercent), totals.taxCents],
    [pickup ? 'Pickup' : 'Delivery', totals.deliveryCents],
  ] as const;
  return (
    <dl
      className="mt-3 space-y-1 border-t border-slate-200 pt-3"
      aria-label={confirmed ? 'Totals' : 'Totals, to be confirmed'}
    >
      {rows.map(([term, cents]) => (
        <div key={term} className="flex justify-between">
          <dt className="text-ink-muted">{term}</dt>
          <dd className="text-ink">{dollars(cents)}</dd>
        </div>
      ))}
      <div className="flex justify-between pt-1 text-lg">
        <dt className="font-bold text-ink">Total</dt>
        <dd className="font-bold text-ink" data-testid={totalTestId}>
          {dollars(totals.totalCents)}
        </dd>
      </div>
    </dl>
  );
}
