import type { Order } from '@/shared/api-types';
import { formatDollars } from '@/shared/money';

export function OrderItemCell({ order }: { order: Order }) {
  return (
    <>
      <span className="block font-semibold text-ink">{order.productName}</span>
      <span className="text-sm text-ink-muted">
        {order.productQuantity} × {formatDollars(order.price)} = {formatDollars(order.totalPrice)}
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
