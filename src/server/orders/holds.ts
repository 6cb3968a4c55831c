import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderItems, orders } from '../db/schema';
import { scheduleJob } from '../jobs';
import { queueOrderEmail } from '../mail/order-mail';
import type { Outbox } from '../mail/outbox';
import type { PaymentGateway } from '../payments/gateway';
import { expiredNote, recordEvents } from './events';
import { applyPayment } from './late-payment';
import { returnStock } from './stock';
import { log } from '../observability/log';

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
    await recordEvents(
      tx,
      ids.map((id) => ({ orderId: id, status: 'expired' as const, note: expiredNote })),
    );
    for (const order of expired) await queueOrderEmail(tx, outbox, 'order-expired', order);
    return expired.length;
  });
}

/**
 * An order cancelled before it was paid may have its card form still open: its intent is cancelled at the
 * gateway, so that form can no longer charge for an order that is gone; one paid in the meantime is
 * refunded. A gateway that cannot be reached is logged: the order is gone either way.
 */
export async function closeOpenIntent(gateway: PaymentGateway, intentId: string): Promise<void> {
  try {
    const intent = await gateway.cancelIntent(intentId);
    if (intent?.status === 'succeeded') await gateway.refundIntent(intentId);
  } catch (error) {
    log.error({ err: error }, `Closing the payment ${intentId} of a cancelled order failed.`);
  }
}

/** How many expired orders' intents one sweep cancels at most; the next sweep goes on. */
const cancelsPerSweep = 100;

/**
 * Cancels at the gateway the open payment intent (its id kept on the order when the payment form opened)
 * of each expired order, so its card form can no longer be paid. An intent that was paid first is applied
 * as a late payment instead (stock taken back, or refunded). Each order's intent is forgotten once
 * settled; one that fails (the gateway unreachable) is tried again by the next sweep. Returns how many.
 */
export async function cancelExpiredIntents(db: Database, gateway: PaymentGateway, outbox: Outbox): Promise<number> {
  const open = await db
    .select({ id: orders.id, intentId: orders.transactionId, totalCents: orders.totalCents })
    .from(orders)
    .where(and(eq(orders.status, 'expired'), eq(orders.paid, false), isNotNull(orders.transactionId)))
    .limit(cancelsPerSweep);
  let settled = 0;
  for (const { id, intentId, totalCents } of open) {
    try {
      const intent = await gateway.cancelIntent(intentId!);
      if (intent?.status === 'succeeded' && intent.orderId === id && intent.amountCents === totalCents) {
        await applyPayment(db, gateway, outbox, id, intent);
      } else {
        await db
          .update(orders)
          .set({ transactionId: null })
          .where(and(eq(orders.id, id), eq(orders.paid, false), eq(orders.transactionId, intentId!)));
      }
      settled += 1;
    } catch (error) {
      log.error({ err: error }, `Cancelling the payment of expired order ${id} failed; the next sweep tries again.`);
    }
  }
  return settled;
}

/**
 * Sweeps expired holds now and then every `everyMs`, once a period among all the shop's server processes
 * (a sweep that two ran at once would still expire each order once), and cancels their open payments at
 * the gateway; returns a stop function.
 */
export function sweepExpiredOrders(
  db: Database,
  gateway: PaymentGateway,
  outbox: Outbox,
  everyMs = 60_000,
): () => void {
  return scheduleJob(db, 'expire-unpaid-orders', everyMs, async () => {
    await expireOrders(db, outbox);
    await cancelExpiredIntents(db, gateway, outbox);
  });
}
