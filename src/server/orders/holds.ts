import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, tools } from '../db/schema';
import { scheduleJob } from '../jobs';

/** Unpaid orders a customer may hold at once: enough for a real basket, too few to empty the shelf. */
export const maxUnpaidOrders = 5;

/**
 * Cancels as expired every unpaid order past its hold and puts its stock back, in one transaction: an
 * order expires once however many server processes sweep at the same moment (a second update waits for
 * the first's row lock, then finds the order no longer pending and skips it), and its stock never returns
 * without the order expiring with it. With `orderId`, only that order. Returns how many orders expired.
 */
export async function expireOrders(db: Database, { orderId }: { orderId?: string } = {}): Promise<number> {
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
      .returning({ toolId: orders.toolId, quantity: orders.quantity });
    const returned = new Map<string, number>();
    for (const { toolId, quantity } of expired) returned.set(toolId, (returned.get(toolId) ?? 0) + quantity);
    // In one order of ids, so that two sweeps never wait on each other's rows.
    for (const [toolId, quantity] of [...returned].sort(([a], [b]) => a.localeCompare(b))) {
      await tx
        .update(tools)
        .set({ availableQuantity: sql`${tools.availableQuantity} + ${quantity}` })
        .where(eq(tools.id, toolId));
    }
    return expired.length;
  });
}

/**
 * Sweeps expired holds now and then every `everyMs`, once a period among all the shop's server processes
 * (a sweep that two ran at once would still expire each order once); returns a stop function.
 */
export function sweepExpiredOrders(db: Database, everyMs = 60_000): () => void {
  return scheduleJob(db, 'expire-unpaid-orders', everyMs, () => expireOrders(db));
}
