import { eq } from 'drizzle-orm';
import { orderItems, orders } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Transaction } from '../http/idempotency';
import { queueOrderEmail } from '../mail/order-mail';
import type { Outbox } from '../mail/outbox';
import type { PaymentGateway } from '../payments/gateway';
import { recordEvents, refundedNote } from './events';
import type { OrderRow } from './order-dto';
import { returnStock } from './stock';
import { log } from '../observability/log';

/** Refuses, in words an admin understands, an order that has no payment to give back. */
export function checkRefundable(order: OrderRow) {
  if (order.status === 'refunded') throw new ApiError(409, 'conflict', 'This order was already refunded.');
  if (!order.paid || !order.transactionId)
    throw new ApiError(409, 'conflict', 'This order was never paid, so there is nothing to refund.');
}

/**
 * Gives a paid order's whole amount back through the gateway. Asked first, outside any transaction (the
 * call may take seconds and must not hold rows, nor the embedded database's one connection); the order is
 * marked afterwards, by `markRefunded`. So an order never reads refunded while its money was kept: when
 * the gateway fails, nothing changes and the admin is told to try again. When the money went back but the
 * marking was lost (the database gone in between), the order still reads paid, and a repeat asks the
 * gateway again, which refunds a payment once however often it is asked (Stripe by the refund's
 * idempotency key and "already refunded", the local gateway by the intent's state), then marks it.
 */
export async function refundPayment(gateway: PaymentGateway, order: OrderRow) {
  try {
    await gateway.refundIntent(order.transactionId!);
  } catch (error) {
    log.error({ err: error }, `Refunding the payment of order ${order.id} failed.`);
    throw new ApiError(
      503,
      'unavailable',
      'The payment provider could not confirm the refund, so the order is unchanged. Please try again: the customer is never refunded twice.',
    );
  }
}

/**
 * Marks a paid order refunded once its money went back: its row locked, so that of two refunds at once one
 * marks it and the other is told it was refunded already; the stock of an order not yet shipped returns,
 * and the customer's email is written.
 */
export async function markRefunded(tx: Transaction, outbox: Outbox, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return undefined;
  checkRefundable(order);
  if (order.status === 'pending') {
    const lines = await tx
      .select({ toolId: orderItems.toolId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    await returnStock(tx, lines);
  }
  const [refunded] = await tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, order.id)).returning();
  await recordEvents(tx, [{ orderId: order.id, status: 'refunded', note: refundedNote(order.totalCents) }]);
  await queueOrderEmail(tx, outbox, 'order-refunded', refunded!);
  return refunded;
}
