import { centsToDollars, formatDollars } from '@/shared/money';
import type { orders } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Settlement } from '../money/payable';
import { purposeOf } from '../money/purpose';
import type { GatewayIntent } from '../payments/gateway';

type OrderRow = typeof orders.$inferSelect;

/** Refuses an intent that is not a payment of this order: unknown, for something else, or not succeeded. */
export function checkIntentPays(intent: GatewayIntent | undefined, order: OrderRow): asserts intent is GatewayIntent {
  if (!intent) throw new ApiError(422, 'invalid', 'That payment was not found.');
  const purpose = purposeOf(intent);
  if (purpose?.kind !== 'order' || purpose.id !== order.id)
    throw new ApiError(422, 'invalid', 'That payment belongs to another order.');
  if (intent.status !== 'succeeded') throw new ApiError(409, 'conflict', 'The payment has not succeeded.');
}

export const orderExpired = () =>
  new ApiError(
    409,
    'order_expired',
    'This order was not paid in time and its tools went back on the shelf. Please order again.',
  );

/** The 409 of a payment that came when its order no longer took it: refunded at once, and why. */
export const paymentRefunded = (settlement: Extract<Settlement, { paid: false }>) =>
  new ApiError(
    409,
    'payment_refunded',
    `${settlement.reason} Your payment of ${formatDollars(centsToDollars(settlement.amountCents))} was refunded at once: it goes back to your card within a few days.`,
  );
