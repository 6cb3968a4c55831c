import { asc, eq } from 'drizzle-orm';
import { orderItems, type OrderRow } from '../db/schema';
import type { MailMessage, MailOrder } from './messages';
import type { MailQueue } from './mail-queue';
import type { Transaction } from '../db/client';

export type OrderMailKind = 'order-paid' | 'order-shipped' | 'order-refunded' | 'order-expired' | 'order-cancelled';

/** What a step tells beyond the order: how it was cancelled, or what a refund gave back and its credit note. */
export type StepDetails = {
  /** By the shop or its customer, and what of its payment went back with it (null: nothing). */
  cancellation?: { byShop: boolean; refundedCents: number | null };
  refund?: { amountCents: number; creditNote: string | null; whole: boolean };
};

/** The message of one step of an order, from its row as that step left it and its lines. */
function orderMessage(kind: OrderMailKind, order: OrderRow, base: MailOrder, details: StepDetails): MailMessage {
  switch (kind) {
    case 'order-cancelled': {
      const { byShop, refundedCents } = details.cancellation ?? { byShop: false, refundedCents: null };
      return { kind, data: { ...base, byShop, refundedCents } };
    }
    case 'order-refunded':
      return {
        kind,
        data: {
          ...base,
          refundedCents: details.refund?.amountCents ?? order.refundedCents,
          creditNote: details.refund?.creditNote ?? null,
          whole: details.refund?.whole ?? true,
        },
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
  details: StepDetails = {},
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
    subtotalCents: order.subtotalCents,
    taxCents: order.taxCents,
    taxState: order.taxState,
    taxPercent: order.taxPercentThousandths / 1000,
    deliveryCents: order.deliveryCents,
    pickup: order.delivery === 'pickup',
    totalCents: order.totalCents,
    receipt: order.paid ? order.number : null,
    address: order.address,
    state: order.state,
    zip: order.zip,
  };
  // One email a step; each partial refund is a step of its own, named by its credit note.
  const step = details.refund?.creditNote ?? order.id;
  return mailQueue.queueEmail(tx, order.userEmail, orderMessage(kind, order, base, details), {
    dedupeKey: `${kind}:${step}`,
  });
}
