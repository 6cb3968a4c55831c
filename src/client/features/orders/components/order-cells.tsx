import type { Order } from '@/shared/api-types';
import { formatDollars } from '@/shared/money';

export function OrderItemCell({ order }: { order: Order }) {
  return (
    <>
      <span className="block font-semibold text-ink">{order.productName}</span>
      <span className="text-sm text-ink-muted">
        {order.productQuantity} × {formatDollars(order.price ?? 0)} = {formatDollars(order.totalPrice)}
      </span>
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

const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/** The order's status, and for an unpaid order how long its tools stay put aside. */
export function StatusCell({ order }: { order: Order }) {
  if (order.status === 'expired') {
    return (
      <>
        <span className="font-semibold text-accent">Expired</span>
        <span className="block text-xs text-ink-muted">Not paid in time; the tools went back on the shelf.</span>
      </>
    );
  }
  return (
    <>
      <span className="capitalize">{order.status}</span>
      {order.reservedUntil && order.status === 'pending' && !order.paid ? (
        <span className="block text-xs text-ink-muted">Held for you until {clock(order.reservedUntil)}</span>
      ) : null}
    </>
  );
}
