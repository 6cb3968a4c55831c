import { centsToDollars, formatDollars } from '@/shared/money';
import { orderEvents } from '../db/schema';
import type { Transaction } from '../db/client';

export type OrderEventRow = typeof orderEvents.$inferSelect;
type NewEvent = Pick<typeof orderEvents.$inferInsert, 'orderId' | 'status' | 'note' | 'at'>;

/** Adds steps to orders' timelines, in the transaction that made them happen. */
export async function recordEvents(tx: Transaction, events: NewEvent[]) {
  if (events.length > 0) await tx.insert(orderEvents).values(events);
}

/** What the timeline says of a shipment: the carrier and the tracking number, those the admin gave. */
export function shippedNote(carrier: string | null, trackingNumber: string | null): string | null {
  if (carrier && trackingNumber) return `${carrier}, tracking number ${trackingNumber}`;
  if (trackingNumber) return `Tracking number ${trackingNumber}`;
  return carrier || null;
}

export const expiredNote = 'Not paid in time: its tools went back on the shelf.';

/** The note of a late payment that found its tools still there. */
export const paidLateNote = 'Paid after its hold ran out; its tools were still there and are held again.';

export function refundedNote(
  amountCents: number,
  how: 'sold-out-after-expiry' | { creditNote: string | null; whole: boolean },
): string {
  const amount = `${formatDollars(centsToDollars(amountCents))} refunded`;
  if (how === 'sold-out-after-expiry')
    return `${amount} at once: paid after the order expired, when its tools had sold out.`;
  const note = how.creditNote ? ` (credit note ${how.creditNote})` : '';
  return how.whole ? `${amount}${note}.` : `${amount} in part${note}.`;
}

/** What the timeline says of a cancellation: by whom, and the payment given back with it. */
export function cancelledNote({ byShop, refundedCents }: { byShop: boolean; refundedCents: number | null }): string {
  const who = byShop ? 'Cancelled by the shop' : 'Cancelled by its customer';
  return refundedCents === null
    ? `${who}.`
    : `${who}; ${formatDollars(centsToDollars(refundedCents))} refunded to the card it was paid with.`;
}
