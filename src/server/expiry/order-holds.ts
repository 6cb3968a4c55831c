import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderItems, orders } from '../db/schema';
import { queueOrderEmail } from '../mail/order-mail';
import type { MailQueue } from '../mail/mail-queue';
import { expiredNote, recordEvents } from '../orders/events';
import { returnStock } from '../orders/stock';
import { onlyThe, sweep } from './sweep';

/**
 * Whether an order's hold ran out: unpaid and pending past its `reservedUntil`. A read shows such an order as
 * expired at once (toOrderDto), before the expiry job (deadlines.ts) writes it so and puts its stock back.
 */
export const holdRanOut = (
  order: { status: string; paid: boolean; reservedUntil: Date | null },
  now = new Date(),
): boolean => order.status === 'pending' && !order.paid && order.reservedUntil !== null && order.reservedUntil <= now;

/**
 * Cancels as expired every unpaid order past its hold and puts the stock of all its lines back, in one sweep:
 * its stock never returns without the order expiring with it, and its customer's email that it expired is
 * written with it. With `orderId`, only that order. Returns how many orders expired.
 */
export function expireOrders(
  db: Database,
  mailQueue: MailQueue,
  { orderId }: { orderId?: string } = {},
): Promise<number> {
  const heldTooLong = and(
    eq(orders.status, 'pending'),
    eq(orders.paid, false),
    lt(orders.reservedUntil, sql`now()`),
    onlyThe(orders.id, orderId),
  );
  return sweep(
    db,
    (tx) => tx.update(orders).set({ status: 'expired' }).where(heldTooLong).returning(),
    async (tx, expired) => {
      const ids = expired.map(({ id }) => id);
      // Summed per tool over all their lines, then the tools updated in the order of their ids (returnStock).
      const returned = await tx
        .select({ toolId: orderItems.toolId, quantity: sql<number>`sum(${orderItems.quantity})::integer` })
        .from(orderItems)
        .where(sql`${orderItems.orderId} = any(${sql.param(ids)}::uuid[])`)
        .groupBy(orderItems.toolId);
      await returnStock(tx, returned);
      // Dated when the hold ran out, as every read showed it from then on, whenever the job came by.
      await recordEvents(
        tx,
        expired.map((order) => ({
          orderId: order.id,
          status: 'expired' as const,
          note: expiredNote,
          at: order.reservedUntil!,
        })),
      );
      for (const order of expired) await queueOrderEmail(tx, mailQueue, 'order-expired', order);
    },
  );
}
