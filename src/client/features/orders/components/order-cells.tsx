import { Link } from '@tanstack/react-router';
import type { Order } from '@/shared/answers/orders';
import { linesInWords, stageExplained } from '../order-words';
import { StageBadge } from './order-parts';

/** Where a row's order opens: the customer's own page of it, or the admin's. */
export type OrderPage = '/dashboard/myOrders/$id' | '/dashboard/orders/$id';

/** The order's tools, named as a link to its page (a full touch target), and their quantities and total. */
export function OrderItemCell({ order, page }: { order: Order; page: OrderPage }) {
  return (
    <>
      <Link
        to={page}
        params={{ id: order._id }}
        className="inline-flex min-h-11 min-w-11 items-center font-semibold text-ink underline decoration-ink/30 underline-offset-4 hover:text-brand focus-ring"
      >
        {order.productName}
      </Link>
      <span className="block text-sm text-ink-muted">{linesInWords(order)}</span>
    </>
  );
}

export function LocationCell({ order }: { order: Order }) {
  return (
    <>
      {order.userAddress}
      <span className="block text-sm text-ink-muted">{order.userState}</span>
    </>
  );
}

/** The order's stage, and what it means (until when an unpaid order holds its tools, why one expired). */
export function StatusCell({ order }: { order: Order }) {
  return (
    <>
      <StageBadge order={order} />
      <span className="mt-1 block max-w-56 text-xs text-ink-muted">{stageExplained(order)}</span>
    </>
  );
}
