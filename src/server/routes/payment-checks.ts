import { centsToDollars, formatDollars } from '@/shared/money';
import type { orders } from '../db/schema';
import { ApiError } from '../http/errors';
import type { GatewayIntent } from '../payments/gateway';

type OrderRow = typeof orders.$inferSelect;

/** Refuses an intent that does not pay this order: unknown, for another order or amount, or not succeeded. */
export function checkIntentPays(intent: GatewayIntent | undefined, order: OrderRow): asserts intent is GatewayIntent {
  if (!intent) throw new ApiError(422, 'invalid', 'That payment was not found.');
  if (intent.orderId !== order.id) throw new ApiError(422, 'invalid', 'That payment belongs to another order.');
  if (intent.amountCents !== order.totalCents)
    throw new ApiError(422, 'invalid', 'The payment amount does not match the order.');
  if (intent.status !== 'succeeded') throw new ApiError(409, 'conflict', 'The payment has not succeeded.');
}

export const orderExpired = () =>
  new ApiError(
    409,
    'order_expired',
    'This order was not paid in time and its tools went back on the shelf. Please order again.',
  );

export const paymentRefunded = (order: OrderRow) =>
  new ApiError(
    409,
    'payment_refunded',
    `This order was not paid in time and its tools have sold out since, so your payment of ${formatDollars(
      centsToDollars(order.totalCents),
    )} was refunded at once: it goes back to your card within a few days. Please order again.`,
  );
