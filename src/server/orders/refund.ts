import { shopCurrency } from '@/shared/schemas/payment';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/middleware';
import { orderItems, orders, type OrderRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { queueOrderEmail } from '../mail/order-mail';
import type { MailQueue } from '../mail/mail-queue';
import type { LedgerRow } from '../money/ledger';
import type { Money } from '../money/money';
import { cancelledNote, recordEvents, refundedNote } from './events';
import { returnStock } from './stock';
import type { Transaction } from '../db/client';

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

/** Who decided a refund that goes with a move of an order (refunded, or cancelled and refunded), and why. */
export type OrderRefund = { by: string; reason: string };

/** The lines of an order not yet shipped go back on the shelf. */
async function stockBackIfUnshipped(tx: Transaction, order: OrderRow) {
  if (order.status !== 'pending') return;
  const lines = await tx
    .select({ toolId: orderItems.toolId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  await returnStock(tx, lines);
}

/** The refund of the order's payment, claimed pending in the move's transaction; the gateway is asked after it. */
const claimRefund = (tx: Transaction, money: Money, order: OrderRow, refund: OrderRefund) =>
  money.recordRefund(tx, {
    purpose: { kind: 'order', id: order.id },
    intentId: order.transactionId!,
    amountCents: order.totalCents,
    currency: shopCurrency,
    causedBy: refund.by,
    reason: refund.reason,
  });

/** The order after a move, and the refund the move claimed, for the caller to complete once it is committed. */
export type OrderMove = { order: OrderRow; refund?: LedgerRow };

/**
 * Refunds a paid order: its row locked and checked again (of two refunds at once, or a refund and a cancel, one
 * moves it and the other is told where it stands), marked refunded, its stock back if not shipped, the refund
 * claimed in the ledger and the customer's email written, in one transaction; the gateway is asked after it.
 */
export async function markRefunded(
  tx: Transaction,
  { mailQueue, money }: { mailQueue: MailQueue; money: Money },
  orderId: string,
  refund: OrderRefund,
): Promise<OrderMove | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return undefined;
  checkRefundable(order);
  await stockBackIfUnshipped(tx, order);
  const [refunded] = await tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, order.id)).returning();
  const claimed = await claimRefund(tx, money, order, refund);
  await recordEvents(tx, [{ orderId: order.id, status: 'refunded', note: refundedNote(order.totalCents) }]);
  await queueOrderEmail(tx, mailQueue, 'order-refunded', refunded!);
  return { order: refunded!, refund: claimed };
}

/**
 * Cancels an order, as `user` may (checked on its locked row, so that of a cancel and a delivery at once exactly
 * one wins): kept with status `cancelled` and an event, its stock back if it was not shipped, a paid one's refund
 * claimed in the ledger (the gateway is asked once this is committed), and its customer emailed.
 */
export async function markCancelled(
  tx: Transaction,
  { mailQueue, money }: { mailQueue: MailQueue; money: Money },
  { orderId, user }: { orderId: string; user: SessionUser },
): Promise<OrderMove | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return undefined;
  checkCancellable(order, user);
  await stockBackIfUnshipped(tx, order);
  const [cancelled] = await tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id)).returning();
  const byShop = user.id !== order.userId;
  const claimed =
    order.paid && order.transactionId
      ? await claimRefund(tx, money, order, { by: user.id, reason: 'The order was cancelled by an admin.' })
      : undefined;
  const note = cancelledNote({ byShop, refundedCents: claimed ? order.totalCents : null });
  await recordEvents(tx, [{ orderId: order.id, status: 'cancelled', note }]);
  await queueOrderEmail(tx, mailQueue, 'order-cancelled', cancelled!, { byShop, refunded: Boolean(claimed) });
  return { order: cancelled!, refund: claimed };
}
