import { and, eq, sql } from 'drizzle-orm';
import { centsToDollars, formatDollars } from '@/shared/money';
import { shopCurrency } from '@/shared/schemas/payment';
import type { SessionUser } from '../auth/middleware';
import { orderItems, orders, type OrderRow, type ReturnedLine } from '../db/schema';
import { ApiError } from '../http/errors';
import { queueOrderEmail } from '../mail/order-mail';
import type { MailQueue } from '../mail/mail-queue';
import type { LedgerRow, RefundedPart } from '../money/ledger';
import type { Money } from '../money/money';
import { cancelledNote, recordEvents, refundedNote } from './events';
import { type RefundAsked, refundPart } from './refund-part';
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

/** The lines of an order not yet shipped go back on the shelf, less what partial refunds returned already. */
async function stockBackIfUnshipped(tx: Transaction, order: OrderRow) {
  if (order.status !== 'pending') return;
  const lines = await tx
    .select({
      toolId: orderItems.toolId,
      quantity: sql<number>`${orderItems.quantity} - ${orderItems.refundedQuantity}`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  await returnStock(
    tx,
    lines.filter((line) => line.quantity > 0),
  );
}

/** The refund of the order's payment, claimed pending in the move's transaction; the gateway is asked after it. */
const claimRefund = (
  tx: Transaction,
  money: Money,
  order: OrderRow,
  refund: OrderRefund,
  part?: RefundedPart,
  returnedLines?: ReturnedLine[],
) =>
  money.recordRefund(tx, {
    purpose: { kind: 'order', id: order.id },
    intentId: order.transactionId!,
    amountCents: order.totalCents - order.refundedCents,
    currency: shopCurrency,
    causedBy: refund.by,
    reason: refund.reason,
    part,
    returnedLines,
  });

/** The order after a move, and the refund the move claimed, for the caller to complete once it is committed. */
export type OrderMove = { order: OrderRow; refund?: LedgerRow };

/**
 * Refunds a paid order, whole or in part: its row locked and checked again, and refused (409) when another refund
 * or a cancel moved it since the admin's request was read (`seen`), so of two at once one wins; the part given
 * back (see refundPart), the units of returned lines back in stock (all of an unshipped order's when the whole
 * rest is refunded), the refunded sum raised (the order `refunded` once nothing remains), the refund claimed in the
 * ledger with its credit note's number, and the customer's email written, in one transaction; the gateway is
 * asked after it.
 */
export async function markRefunded(
  tx: Transaction,
  { mailQueue, money }: { mailQueue: MailQueue; money: Money },
  { orderId, asked, seen }: { orderId: string; asked: RefundAsked; seen: Pick<OrderRow, 'refundedCents' | 'status'> },
  refund: OrderRefund,
): Promise<OrderMove | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return undefined;
  checkRefundable(order);
  if (order.refundedCents !== seen.refundedCents || order.status !== seen.status)
    throw new ApiError(
      409,
      'conflict',
      `Another refund of this order was made meanwhile: ${formatDollars(
        centsToDollars(order.totalCents - order.refundedCents),
      )} remains. Look again before refunding.`,
    );
  const part = await refundPart(tx, order, asked);
  const whole = order.refundedCents + part.amountCents === order.totalCents;
  if (part.returned.length > 0) {
    await returnStock(tx, part.returned);
    for (const line of part.returned)
      await tx
        .update(orderItems)
        .set({ refundedQuantity: sql`${orderItems.refundedQuantity} + ${line.quantity}` })
        .where(and(eq(orderItems.orderId, order.id), eq(orderItems.position, line.position)));
  } else if (whole) await stockBackIfUnshipped(tx, order);
  const [refunded] = await tx
    .update(orders)
    .set({
      refundedCents: sql`${orders.refundedCents} + ${part.amountCents}`,
      ...(whole && { status: 'refunded' as const }),
    })
    .where(eq(orders.id, order.id))
    .returning();
  const claimed = await claimRefund(
    tx,
    money,
    order,
    refund,
    part.taxCents === undefined
      ? undefined
      : { amountCents: part.amountCents, taxCents: part.taxCents, deliveryCents: part.deliveryCents ?? 0 },
    part.returned.map(({ position, quantity }) => ({ position, quantity })),
  );
  await recordEvents(tx, [
    {
      orderId: order.id,
      status: 'refunded',
      note: refundedNote(part.amountCents, { creditNote: claimed.number, whole }),
    },
  ]);
  await queueOrderEmail(tx, mailQueue, 'order-refunded', refunded!, {
    refund: { amountCents: part.amountCents, creditNote: claimed.number, whole },
  });
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
  // A paid order's payment goes back with it: what partial refunds left of it.
  const rest = order.paid && order.transactionId ? order.totalCents - order.refundedCents : 0;
  const [cancelled] = await tx
    .update(orders)
    .set({ status: 'cancelled', refundedCents: order.refundedCents + rest })
    .where(eq(orders.id, order.id))
    .returning();
  const byShop = user.id !== order.userId;
  const claimed =
    rest > 0
      ? await claimRefund(tx, money, order, { by: user.id, reason: 'The order was cancelled by an admin.' })
      : undefined;
  const refundedCents = claimed ? rest : null;
  await recordEvents(tx, [{ orderId: order.id, status: 'cancelled', note: cancelledNote({ byShop, refundedCents }) }]);
  await queueOrderEmail(tx, mailQueue, 'order-cancelled', cancelled!, { cancellation: { byShop, refundedCents } });
  return { order: cancelled!, refund: claimed };
}
