import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import type { Order } from '@/shared/answers/orders';
import { formatDollars } from '@/shared/money';
import { taxLabel } from '@/shared/order-totals';
import { formatDateTime } from '@/client/lib/format-date-time';
import { type OrderStage, orderStage, stageLabels } from '../order-words';

const stageLooks: Record<OrderStage, string> = {
  unpaid: 'bg-sun-soft text-ink',
  paid: 'bg-brand-soft text-brand',
  shipped: 'bg-brand-soft text-brand',
  delivered: 'bg-brand text-white',
  expired: 'bg-accent-soft text-accent',
  refunded: 'bg-slate-100 text-ink',
  cancelled: 'bg-slate-100 text-ink',
};

export function StageBadge({ order }: { order: Pick<Order, 'status' | 'paid'> }) {
  const stage = orderStage(order);
  return (
    <span
      className={`inline-block rounded-full sm:whitespace-nowrap px-3 py-1 text-xs font-bold tracking-wide ${stageLooks[stage]}`}
    >
      {stageLabels[stage]}
    </span>
  );
}

/** The order's heading: what it is, its stage, and when it was placed. */
export function OrderHeading({ order, children }: { order: Order; children?: ReactNode }) {
  return (
    <header className="card p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-display text-2xl font-bold text-ink">{order.productName}</h2>
        <StageBadge order={order} />
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        Placed <time dateTime={order.placedAt}>{formatDateTime(order.placedAt)}</time> ·{' '}
        {formatDollars(order.totalPrice)} · order <span className="break-all font-mono">{order._id.slice(0, 8)}</span>
        {order.number && (
          <>
            {' '}
            · receipt{' '}
            <Link
              to="/dashboard/documents/$number"
              params={{ number: order.number }}
              className="font-mono font-semibold text-brand underline underline-offset-2"
            >
              {order.number}
            </Link>
          </>
        )}
      </p>
      {children}
    </header>
  );
}

/**
 * Each tool on the order with its quantity, unit price and total, and the order's sums: subtotal, tax (its state
 * and rate), delivery or pickup, total, and what refunds gave back.
 */
export function OrderLines({ order }: { order: Order }) {
  const sums = [
    ['Subtotal', order.subtotal],
    [taxLabel(order.taxState, order.taxPercent), order.tax],
    [order.deliveryMethod === 'pickup' ? 'Pickup' : 'Delivery', order.delivery],
  ] as const;
  const cell = 'border-b border-slate-100 px-2 py-2.5 first:pl-0 last:pr-0';
  const head = 'border-b border-slate-200 px-2 pb-2 text-xs font-bold uppercase tracking-wider text-ink-muted';
  return (
    <table aria-label="Tools on this order" className="w-full border-collapse text-left text-sm">
      <thead>
        <tr>
          <th className={`${head} pl-0`}>Tool</th>
          <th className={`${head} text-right`}>Qty</th>
          <th className={`${head} text-right`}>Each</th>
          <th className={`${head} pr-0 text-right`}>Total</th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((line) => (
          <tr key={line.productId}>
            <td className={`${cell} font-semibold text-ink`}>{line.productName}</td>
            <td className={`${cell} text-right tabular-nums`}>{line.quantity}</td>
            <td className={`${cell} text-right tabular-nums`}>{formatDollars(line.price)}</td>
            <td className={`${cell} text-right tabular-nums`}>{formatDollars(line.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {sums.map(([term, dollars]) => (
          <tr key={term}>
            <th scope="row" colSpan={3} className="pr-3 pt-2 text-right font-normal text-ink-muted">
              {term}
            </th>
            <td className="pt-2 text-right text-ink tabular-nums">{formatDollars(dollars)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" colSpan={3} className="pr-3 pt-3 text-right font-bold text-ink">
            Total
          </th>
          <td className="pt-3 text-right text-base font-bold text-ink tabular-nums">
            {formatDollars(order.totalPrice)}
          </td>
        </tr>
        {order.refunded > 0 && (
          <tr>
            <th scope="row" colSpan={3} className="pr-3 pt-2 text-right font-normal text-ink-muted">
              {order.refunded < order.totalPrice ? 'Refunded so far' : 'Refunded'}
            </th>
            <td className="pt-2 text-right text-ink tabular-nums">−{formatDollars(order.refunded)}</td>
          </tr>
        )}
      </tfoot>
    </table>
  );
}

/** A titled card of the order page: its tools, its customer, its address, its payment… */
export function OrderCard({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const heading = useId();
  return (
    <section aria-labelledby={heading} className={`card p-5 sm:p-6 ${className}`}>
      <h3 id={heading} className="mb-3 text-xs font-bold uppercase tracking-wider text-ink-muted">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function AddressCard({ order }: { order: Order }) {
  return (
    <OrderCard title="Delivery address">
      <address className="not-italic text-ink">
        {order.userAddress}
        <br />
        {order.userState} {order.userZip}
      </address>
    </OrderCard>
  );
}

/** An order the shop does not know, or not for this user: cancelled since, or another account's. */
export function OrderNotFound() {
  return (
    <div role="alert" className="card p-8 text-center">
      <p className="font-semibold text-ink">This order was not found.</p>
      <p className="mt-1 text-sm text-ink-muted">It may have been cancelled, or it belongs to another account.</p>
    </div>
  );
}
