import { and, eq } from 'drizzle-orm';
import { formatZoned } from '@/shared/slots';
import { emails } from '../db/schema';
import type { Transaction } from '../http/idempotency';
import type { VisitRow } from '../visits/visit-access';
import type { MailVisit } from './messages';
import type { Outbox } from './outbox';

const dayMs = 24 * 60 * 60 * 1000;

const reminderKey = (visitId: string) => `visit-reminder:${visitId}`;

function mailVisitOf(visit: VisitRow, timeZone: string): MailVisit {
  return {
    visitId: visit.id,
    name: visit.name,
    email: visit.email,
    phone: visit.phone,
    address: visit.address,
    notes: visit.notes,
    start: formatZoned(visit.startsAt.getTime(), timeZone),
    timeZone,
  };
}

/**
 * A booking's emails, in its transaction: the visitor's confirmation (with the manage link, which the shop
 * keeps only as a hash, so it travels in the email's data), the shop's notice, and the reminder due a day
 * before the visit (none for a visit less than a day away). Booked signed out, the confirmation counts
 * toward the visitor's address's hourly limit, and its reminder shares the confirmation's fate.
 */
export async function queueBookingEmails(
  tx: Transaction,
  outbox: Outbox,
  {
    visit,
    timeZone,
    managePath,
    anonymous,
  }: { visit: VisitRow; timeZone: string; managePath: string; anonymous: boolean },
) {
  const data = mailVisitOf(visit, timeZone);
  const confirmation = await outbox.queueEmail(
    tx,
    visit.email,
    { kind: 'visit-booked', data: { ...data, managePath } },
    { dedupeKey: `visit-booked:${visit.id}`, anonymous },
  );
  await outbox.queueEmail(tx, outbox.settings.shopEmail, { kind: 'shop-new-visit', data });
  const remindAt = new Date(visit.startsAt.getTime() - dayMs);
  if (remindAt.getTime() <= Date.now()) return;
  await outbox.queueEmail(
    tx,
    visit.email,
    { kind: 'visit-reminder', data: { ...data, managePath } },
    {
      dedupeKey: reminderKey(visit.id),
      sendAfter: remindAt,
      failedBecause: confirmation?.status === 'failed' ? (confirmation.lastError ?? undefined) : undefined,
    },
  );
}

/**
 * A visit's cancellation, in its transaction: its reminder, if still waiting, goes with it; when the shop
 * cancelled it (not the visitor), the visitor is told.
 */
export async function queueCancellationEmails(
  tx: Transaction,
  outbox: Outbox,
  { visit, timeZone, byShop }: { visit: VisitRow; timeZone: string; byShop: boolean },
) {
  await tx.delete(emails).where(and(eq(emails.dedupeKey, reminderKey(visit.id)), eq(emails.status, 'waiting')));
  if (byShop) await outbox.queueEmail(tx, visit.email, { kind: 'visit-cancelled', data: mailVisitOf(visit, timeZone) });
}
