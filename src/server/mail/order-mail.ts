import { asc, eq } from 'drizzle-orm';
import { orderItems } from '../db/schema';
import type { Transaction } from '../http/idempotency';
import type { OrderRow } from '../orders/order-dto';
import type { MailMessage, MailOrder } from './messages';
import type { Outbox } from './outbox';

export type OrderMailKind = 'order-paid' | 'order-shipped' | 'order-refunded' | 'order-expired';

/** The message of one step of an order, from its row as that step left it and its lines. */
function orderMessage(kind: OrderMailKind, order: OrderRow, base: MailOrder): MailMessage {
  switch (kind) {
    case 'order-paid':
      return { kind, data: { ...base, transactionId: order.transactionId ?? '' } };
    case 'order-shipped':
      return { kind, data: { ...base, carrier: order.carrier, trackingNumber: order.trackingNumber } };
    default:
      return { kind, data: base };
  }
}

/**
 * Writes the customer's email of one step of their order (paid, shipped, refunded, expired) in the step's
 * transaction. Its dedupe key is the step and the order: the webhook and the customer's PATCH both marking
 * an order paid write one receipt.
 */
export async function queueOrderEmail(tx: Transaction, outbox: Outbox, kind: OrderMailKind, order: OrderRow) {
  const lines = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const base: MailOrder = {
    orderId: order.id,
    customerName: order.userName,
    lines: lines.map((line) => ({
      productName: line.productName,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      totalCents: line.lineTotalCents,
    })),
    totalCents: order.totalCents,
    address: order.address,
    state: order.state,
    zip: order.zip,
  };
  return outbox.queueEmail(tx, order.userEmail, orderMessage(kind, order, base), { dedupeKey: `${kind}:${order.id}` });
}
