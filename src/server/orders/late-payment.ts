import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderItems, orders, payments } from '../db/schema';
import { queueOrderEmail } from '../mail/order-mail';
import type { Outbox } from '../mail/outbox';
import type { GatewayIntent, PaymentGateway } from '../payments/gateway';
import { paidLateNote, recordEvents, refundedNote } from './events';
import type { OrderRow } from './order-dto';
import { takeStockBack } from './stock';

/**
 * Records a succeeded intent on its order, once (a repeat changes nothing more). An order that expired
 * while its customer was paying takes its stock back if every line's tools are still there (pending again,
 * and paid); otherwise the payment is refunded at once through the gateway and the order ends `refunded`.
 * The order says so before the refund is asked for, and a repeat asks again (the gateway refunds once), so
 * a refund that failed on the way is made by the next word of the same payment. Undefined when the order
 * is gone. The customer's receipt (or, refunded at once, the refund's email) is written with the payment.
 */
export async function applyPayment(
  db: Database,
  gateway: PaymentGateway,
  outbox: Outbox,
  orderId: string,
  intent: GatewayIntent,
): Promise<{ order: OrderRow; refunded: boolean } | undefined> {
  const settled = await db.transaction(async (tx) => {
    // Locked, so that the webhook and the customer's PATCH, arriving together, settle it once.
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return undefined;
    if (order.paid) return { order, refunded: order.status === 'refunded' && order.transactionId === intent.id };
    let status = order.status;
    if (order.status === 'expired') {
      const lines = await tx
        .select({ toolId: orderItems.toolId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id));
      status = (await takeStockBack(tx, lines)) ? 'pending' : 'refunded';
    }
    const [updated] = await tx
      .update(orders)
      .set({ paid: true, transactionId: intent.id, status })
      .where(eq(orders.id, order.id))
      .returning();
    await tx
      .insert(payments)
      .values({ orderId: order.id, transactionId: intent.id, amountCents: intent.amountCents })
      .onConflictDoNothing();
    await recordEvents(tx, [
      {
        orderId: order.id,
        status: 'paid',
        note: order.status === 'expired' && status === 'pending' ? paidLateNote : null,
      },
      ...(status === 'refunded'
        ? [
            {
              orderId: order.id,
              status: 'refunded' as const,
              note: refundedNote(intent.amountCents, 'sold-out-after-expiry'),
            },
          ]
        : []),
    ]);
    await queueOrderEmail(tx, outbox, status === 'refunded' ? 'order-refunded' : 'order-paid', updated!);
    return { order: updated!, refunded: status === 'refunded' };
  });
  if (settled?.refunded) await gateway.refundIntent(intent.id);
  return settled;
}
