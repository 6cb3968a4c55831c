import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderItems, orders } from '../db/schema';
import { queueOrderEmail } from '../mail/order-mail';
import type { Outbox } from '../mail/outbox';
import { expiredNote, recordEvents } from '../orders/events';
import { returnStock } from '../orders/stock';

/**
 * Whether an order's hold ran out: unpaid and pending past its `reservedUntil`. A read shows such an order as
 * expired at once (toOrderDto), before the expiry job (deadlines.ts) writes it so and puts its stock back.
 */
export const holdRanOut = (
  order: { status: string; paid: boolean; reservedUntil: Date | null },
  now = new Date(),
): boolean => order.status === 'pending' && !order.paid && order.reservedUntil !== null && order.reservedUntil <= now;

/**
 * Cancels as expired every unpaid order past its hold and puts the stock of all its lines back, in one
 * transaction: an order expires once however many server processes sweep at the same moment (a second
 * update waits for the first's row lock, then finds the order no longer pending and skips it), and its
 * stock never returns without the order expiring with it. With `orderId`, only that order. Returns how
 * many orders expired. Each customer's email that their order expired is written in the same transaction.
 */
export async function expireOrders(
  db: Database,
  outbox: Outbox,
  { orderId }: { orderId?: string } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(orders)
      .set({ status: 'expired' })
      .where(
        and(
          eq(orders.status, 'pending'),
          eq(orders.paid, false),
          lt(orders.reservedUntil, sql`now()`),
          orderId === undefined ? undefined : eq(orders.id, orderId),
        ),
      )
      .returning();
    if (expired.length === 0) return 0;
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
    for (const order of expired) await queueOrderEmail(tx, outbox, 'order-expired', order);
    return expired.length;
  });
}
