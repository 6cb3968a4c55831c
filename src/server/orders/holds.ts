import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, tools } from '../db/schema';
import { scheduleJob } from '../jobs';
import type { PaymentGateway } from '../payments/gateway';
import { applyPayment } from './late-payment';

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
 * An order cancelled before it was paid may have its card form still open: its intent is cancelled at the
 * gateway, so that form can no longer charge for an order that is gone; one paid in the meantime is
 * refunded. A gateway that cannot be reached is logged: the order is gone either way.
 */
export async function closeOpenIntent(gateway: PaymentGateway, intentId: string): Promise<void> {
  try {
    const intent = await gateway.cancelIntent(intentId);
    if (intent?.status === 'succeeded') await gateway.refundIntent(intentId);
  } catch (error) {
    console.error(`Closing the payment ${intentId} of a cancelled order failed:`, error);
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
export async function cancelExpiredIntents(db: Database, gateway: PaymentGateway): Promise<number> {
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
        await applyPayment(db, gateway, id, intent);
      } else {
        await db
          .update(orders)
          .set({ transactionId: null })
          .where(and(eq(orders.id, id), eq(orders.paid, false), eq(orders.transactionId, intentId!)));
      }
      settled += 1;
    } catch (error) {
      console.error(`Cancelling the payment of expired order ${id} failed; the next sweep tries again:`, error);
    }
  }
  return settled;
}

/**
 * Sweeps expired holds now and then every `everyMs`, once a period among all the shop's server processes
 * (a sweep that two ran at once would still expire each order once), and cancels their open payments at
 * the gateway; returns a stop function.
 */
export function sweepExpiredOrders(db: Database, gateway: PaymentGateway, everyMs = 60_000): () => void {
  return scheduleJob(db, 'expire-unpaid-orders', everyMs, async () => {
    await expireOrders(db);
    await cancelExpiredIntents(db, gateway);
  });
}
