import { asc, eq } from 'drizzle-orm';
import { orderItems, type OrderRow } from '../db/schema';
import type { MailMessage, MailOrder } from './messages';
import type { MailQueue } from './mail-queue';
import type { Transaction } from '../db/client';

export type OrderMailKind = 'order-paid' | 'order-shipped' | 'order-refunded' | 'order-expired' | 'order-cancelled';

/** How an order was cancelled: by the shop or its customer, and whether its payment went back with it. */
export type Cancellation = { byShop: boolean; refunded: boolean };

/** The message of one step of an order, from its row as that step left it and its lines. */
function orderMessage(
  kind: OrderMailKind,
  order: OrderRow,
  base: MailOrder,
  cancellation: Cancellation = { byShop: false, refunded: false },
): MailMessage {
  switch (kind) {
    case 'order-cancelled':
      return {
        kind,
        data: { ...base, byShop: cancellation.byShop, refundedCents: cancellation.refunded ? order.totalCents : null },
      };
    case 'order-paid':
      return { kind, data: { ...base, transactionId: order.transactionId ?? '' } };
    case 'order-shipped':
      return { kind, data: { ...base, carrier: order.carrier, trackingNumber: order.trackingNumber } };
    default:
      return { kind, data: base };
  }
}

/**
 * Writes the customer's email of one step of their order (paid, shipped, refunded, expired, cancelled) in
 * the step's transaction. Its dedupe key is the step and the order: the webhook and the customer's PATCH both marking
 * an order paid write one receipt.
 */
export async function queueOrderEmail(
  tx: Transaction,
  mailQueue: MailQueue,
  kind: OrderMailKind,
  order: OrderRow,
  cancellation?: Cancellation,
) {
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
  return mailQueue.queueEmail(tx, order.userEmail, orderMessage(kind, order, base, cancellation), {
    dedupeKey: `${kind}:${order.id}`,
  });
}
