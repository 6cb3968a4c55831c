import { shopCurrency } from '@/shared/schemas/payment';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/middleware';
import { orderItems, orders } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Transaction } from '../http/idempotency';
import { queueOrderEmail } from '../mail/order-mail';
import type { Outbox } from '../mail/outbox';
import type { Money } from '../money/money';
import { cancelledNote, recordEvents, refundedNote } from './events';
import type { OrderRow } from './order-dto';
import { returnStock } from './stock';

/** Refuses, in words an admin understands, an order that has no payment to give back. */
export function checkRefundable(order: OrderRow) {
  if (order.status === 'refunded') throw new ApiError(409, 'conflict', 'This order was already refunded.');
  if (order.status === 'cancelled' && order.paid)
    throw new ApiError(409, 'conflict', 'This order was cancelled, and its payment refunded then.');
  if (!order.paid || !order.transactionId)
    throw new ApiError(409, 'conflict', 'This order was never paid, so there is nothing to refund.');
}

/** Whether the caller may cancel the order: its customer while it is pending and unpaid, an admin until delivered. */
export function checkCancellable(order: OrderRow, user: SessionUser) {
  const ended = { delivered: 'was delivered', cancelled: 'was cancelled already', expired: 'expired unpaid' };
  if (order.status === 'refunded') throw new ApiError(409, 'conflict', 'This order was refunded already.');
  if (order.status in ended)
    throw new ApiError(
      409,
      'conflict',
      `This order ${ended[order.status as keyof typeof ended]}: it cannot be cancelled.`,
    );
  if (user.role !== 'admin' && (order.paid || order.status !== 'pending'))
    throw new ApiError(409, 'conflict', 'Only a pending, unpaid order can be cancelled.');
}

/** The refund, as the gateway confirmed it, that goes with a move of an order (refunded, or cancelled and refunded). */
export type OrderRefund = { refundId: string; by: string; reason: string };

/** The lines of an order not yet shipped go back on the shelf. */
async function stockBackIfUnshipped(tx: Transaction, order: OrderRow) {
  if (order.status !== 'pending') return;
  const lines = await tx
    .select({ toolId: orderItems.toolId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  await returnStock(tx, lines);
}

const writeRefund = (tx: Transaction, money: Money, order: OrderRow, refund: OrderRefund) =>
  money.recordRefund(tx, {
    purpose: { kind: 'order', id: order.id },
    intentId: order.transactionId!,
    amountCents: order.totalCents,
    currency: shopCurrency,
    status: 'succeeded',
    refundId: refund.refundId,
    causedBy: refund.by,
    reason: refund.reason,
  });

/**
 * Marks a paid order refunded once its money went back: its row locked, so that of two refunds at once one
 * marks it and the other is told it was refunded already; the stock of an order not yet shipped returns,
 * the refund is written to the ledger, and the customer's email is written.
 */
export async function markRefunded(
  tx: Transaction,
  { outbox, money }: { outbox: Outbox; money: Money },
  orderId: string,
  refund: OrderRefund,
): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return undefined;
  checkRefundable(order);
  await stockBackIfUnshipped(tx, order);
  const [refunded] = await tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, order.id)).returning();
  await writeRefund(tx, money, order, refund);
  await recordEvents(tx, [{ orderId: order.id, status: 'refunded', note: refundedNote(order.totalCents) }]);
  await queueOrderEmail(tx, outbox, 'order-refunded', refunded!);
  return refunded;
}

/**
 * Cancels an order, as `user` may (checked again on its locked row: it may have moved since it was read):
 * kept with status `cancelled` and an event, its stock back if it was not shipped, its payment's refund
 * (given back by the gateway before) written to the ledger, and its customer emailed.
 */
export async function markCancelled(
  tx: Transaction,
  { outbox, money }: { outbox: Outbox; money: Money },
  { orderId, user, refund }: { orderId: string; user: SessionUser; refund: OrderRefund | undefined },
): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return undefined;
  checkCancellable(order, user);
  if (order.paid && !refund) throw new ApiError(409, 'conflict', 'This order was paid meanwhile. Please try again.');
  await stockBackIfUnshipped(tx, order);
  const [cancelled] = await tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id)).returning();
  if (refund) await writeRefund(tx, money, order, refund);
  const byShop = user.id !== order.userId;
  const note = cancelledNote({ byShop, refundedCents: refund ? order.totalCents : null });
  await recordEvents(tx, [{ orderId: order.id, status: 'cancelled', note }]);
  await queueOrderEmail(tx, outbox, 'order-cancelled', cancelled!, { byShop, refunded: Boolean(refund) });
  return cancelled;
}
