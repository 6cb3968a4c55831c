import { and, eq, inArray } from 'drizzle-orm';
import { orderItems, orders, type OrderRow } from '../db/schema';
import { queueOrderEmail } from '../mail/order-mail';
import type { MailQueue } from '../mail/mail-queue';
import { type Payable, receipts } from '../money/payable';
import { paidLateNote, recordEvents, refundedNote } from './events';
import { takeStockBack } from './stock';
import type { Transaction } from '../db/client';
import { ApiError } from '../http/errors';

/** Why a payment for an order went back, in the words its customer is told (and the ledger keeps). */
/** The refusal of a payment of an order whose hold ran out before it was paid: its tools went back on the shelf. */
export const orderExpired = () =>
  new ApiError(
    409,
    'order_expired',
    'This order was not paid in time and its tools went back on the shelf. Please order again.',
  );

export const orderRefundReasons = {
  soldOut: 'This order was not paid in time and its tools have sold out since.',
  alreadyPaid: 'This order was already paid.',
  amount: "This payment does not match the order's total.",
  ended: (status: OrderRow['status']) => `This order was ${status}.`,
};

/** An order that expired while its customer paid takes its stock back when every tool still has enough. */
async function stockTakenBack(tx: Transaction, order: OrderRow): Promise<boolean> {
  const lines = await tx
    .select({ toolId: orderItems.toolId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  return takeStockBack(tx, lines);
}

/**
 * Orders as the money module's Payable. A succeeded payment pays its order once: marked paid with its
 * receipt. An order that expired while its customer was paying takes its stock back if every line's tools
 * are still there (pending again, and paid); otherwise the payment is refunded at once and the order ends
 * `refunded`, saying so. A payment for an order paid by another intent, cancelled, refunded, or of another
 * amount is refunded, the order unchanged. An unpaid order shipped before it was paid may still be paid.
 */
export function orderPayable(mailQueue: MailQueue): Payable {
  return {
    kind: 'order',
    async receive(tx, orderId, intent, receipt) {
      // Locked, so that the webhook and the customer's PATCH, arriving together, settle it once.
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) return undefined;
      const { landed, refund, alreadyPaid } = receipts(order.userId);
      if (order.paid) return alreadyPaid(order.transactionId, intent, orderRefundReasons.alreadyPaid);
      if (order.status === 'cancelled' || order.status === 'refunded')
        return refund(orderRefundReasons.ended(order.status));
      if (intent.amountCents !== order.totalCents) return refund(orderRefundReasons.amount);

      const late = order.status === 'expired';
      const soldOut = late && !(await stockTakenBack(tx, order));
      const status = soldOut ? 'refunded' : late ? 'pending' : order.status;
      const [paid] = await tx
        .update(orders)
        .set({
          paid: true,
          transactionId: intent.id,
          status,
          number: await receipt(),
          // Its payment goes straight back: the whole of it.
          ...(soldOut && { refundedCents: order.totalCents }),
        })
        .where(eq(orders.id, order.id))
        .returning();
      await recordEvents(tx, [
        { orderId: order.id, status: 'paid', note: late && !soldOut ? paidLateNote : null },
        ...(soldOut
          ? [
              {
                orderId: order.id,
                status: 'refunded' as const,
                note: refundedNote(intent.amountCents, 'sold-out-after-expiry'),
              },
            ]
          : []),
      ]);
      await queueOrderEmail(tx, mailQueue, soldOut ? 'order-refunded' : 'order-paid', paid!);
      return soldOut
        ? refund(orderRefundReasons.soldOut)
        : {
            ...landed,
            books: { taxCents: paid!.taxCents, deliveryCents: paid!.deliveryCents, taxState: paid!.taxState },
          };
    },
    async stillPayable(db, ids) {
      const payable = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            inArray(orders.id, ids),
            eq(orders.paid, false),
            inArray(orders.status, ['pending', 'shipped', 'delivered']),
          ),
        );
      return new Set(payable.map(({ id }) => id));
    },
  };
}
