import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, payments } from '../db/schema';
import type { GatewayIntent, PaymentGateway } from '../payments/gateway';
import { takeStockBack } from './stock';

type OrderRow = typeof orders.$inferSelect;

/**
 * Records a succeeded intent on its order, once (a repeat changes nothing more). An order that expired
 * while its customer was paying takes its stock back if it is still there (pending again, and paid);
 * otherwise the payment is refunded at once through the gateway and the order ends `refunded`. The order
 * says so before the refund is asked for, and a repeat asks again (the gateway refunds once), so a refund
 * that failed on the way is made by the next word of the same payment. Undefined when the order is gone.
 */
export async function applyPayment(
  db: Database,
  gateway: PaymentGateway,
  orderId: string,
  intent: GatewayIntent,
): Promise<{ order: OrderRow; refunded: boolean } | undefined> {
  const settled = await db.transaction(async (tx) => {
    // Locked, so that the webhook and the customer's PATCH, arriving together, settle it once.
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return undefined;
    if (order.paid) return { order, refunded: order.status === 'refunded' && order.transactionId === intent.id };
    const status =
      order.status !== 'expired'
        ? order.status
        : (await takeStockBack(tx, order.toolId, order.quantity))
          ? 'pending'
          : 'refunded';
    const [updated] = await tx
      .update(orders)
      .set({ paid: true, transactionId: intent.id, status })
      .where(eq(orders.id, order.id))
      .returning();
    await tx
      .insert(payments)
      .values({ orderId: order.id, transactionId: intent.id, amountCents: intent.amountCents })
      .onConflictDoNothing();
    return { order: updated!, refunded: status === 'refunded' };
  });
  if (settled?.refunded) await gateway.refundIntent(intent.id);
  return settled;
}
