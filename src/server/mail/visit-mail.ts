import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { formatZoned } from '@/shared/slots';
import { bookings, emails } from '../db/schema';
import { ApiError } from '../http/errors';
import { manageUrl, newManageKey, type VisitRow } from '../visits/visit-access';
import type { MailVisit } from './messages';
import type { MailQueue, SecretRenewal } from './mail-queue';
import type { Transaction } from '../db/client';

const dayMs = 24 * 60 * 60 * 1000;

const confirmationKey = (visitId: string) => `visit-booked:${visitId}`;
const reminderKey = (visitId: string) => `visit-reminder:${visitId}`;
/** The manage link is the secret part of a visit's emails: kept only until each is sent. */
const secretFields = ['managePath'] as const;

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
 * keeps only as a hash, so it travels in the email's secret parts until sent), the shop's notice, and the reminder due a day
 * before the visit (none for a visit less than a day away). Booked signed out, the confirmation counts
 * toward the visitor's address's hourly limit, and its reminder shares the confirmation's fate.
 */
export async function queueBookingEmails(
  tx: Transaction,
  mailQueue: MailQueue,
  {
    visit,
    timeZone,
    managePath,
    anonymous,
  }: { visit: VisitRow; timeZone: string; managePath: string; anonymous: boolean },
) {
  const data = mailVisitOf(visit, timeZone);
  const confirmation = await mailQueue.queueEmail(
    tx,
    visit.email,
    { kind: 'visit-booked', data: { ...data, managePath } },
    { dedupeKey: confirmationKey(visit.id), anonymous, secretFields },
  );
  await mailQueue.queueEmail(tx, mailQueue.settings.shopEmail, { kind: 'shop-new-visit', data });
  await queueReminder(
    tx,
    mailQueue,
    visit,
    { ...data, managePath },
    {
      typedSignedOut: anonymous,
      failedBecause: confirmation?.status === 'failed' ? (confirmation.lastError ?? undefined) : undefined,
    },
  );
}

/** The reminder a day before `visit`, unless that is past: it carries the manage link as a secret. */
async function queueReminder(
  tx: Transaction,
  mailQueue: MailQueue,
  visit: VisitRow,
  data: MailVisit & { managePath: string },
  options: { typedSignedOut: boolean; failedBecause?: string },
) {
  const remindAt = new Date(visit.startsAt.getTime() - dayMs);
  if (remindAt.getTime() <= Date.now()) return;
  await mailQueue.queueEmail(
    tx,
    visit.email,
    { kind: 'visit-reminder', data },
    { dedupeKey: reminderKey(visit.id), secretFields, sendAfter: remindAt, ...options },
  );
}

/**
 * A visit moved by its visitor, in its transaction: the visitor hears the new time (with a calendar file that
 * updates the event), and the reminder follows it. A reminder still waiting goes; one sent for the old time
 * gives up its key, which the new one takes.
 */
export async function queueMoveEmails(
  tx: Transaction,
  mailQueue: MailQueue,
  {
    visit,
    previousStart,
    timeZone,
    managePath,
  }: { visit: VisitRow; previousStart: Date; timeZone: string; managePath: string },
) {
  await tx.delete(emails).where(and(eq(emails.dedupeKey, reminderKey(visit.id)), eq(emails.status, 'waiting')));
  await tx
    .update(emails)
    .set({ dedupeKey: null })
    .where(eq(emails.dedupeKey, reminderKey(visit.id)));
  const data = { ...mailVisitOf(visit, timeZone), managePath };
  const typedSignedOut = visit.userId === null;
  const moved = await mailQueue.queueEmail(
    tx,
    visit.email,
    { kind: 'visit-moved', data: { ...data, previousStart: formatZoned(previousStart.getTime(), timeZone) } },
    // Whoever holds the link moves it, signed in or not: each move counts toward the address's hourly limit.
    { secretFields, anonymous: true },
  );
  await queueReminder(tx, mailQueue, visit, data, {
    typedSignedOut,
    failedBecause: moved?.status === 'failed' ? (moved.lastError ?? undefined) : undefined,
  });
}

/**
 * A visit's cancellation, in its transaction: its reminder, if still waiting, goes with it; when the shop
 * cancelled it (not the visitor), the visitor is told.
 */
export async function queueCancellationEmails(
  tx: Transaction,
  mailQueue: MailQueue,
  { visit, timeZone, byShop }: { visit: VisitRow; timeZone: string; byShop: boolean },
) {
  await tx.delete(emails).where(and(eq(emails.dedupeKey, reminderKey(visit.id)), eq(emails.status, 'waiting')));
  if (byShop)
    await mailQueue.queueEmail(tx, visit.email, { kind: 'visit-cancelled', data: mailVisitOf(visit, timeZone) });
}

/**
 * A Resend of a visit's confirmation or reminder sent already: its manage link was dropped once sent, and the
 * shop keeps only the key's hash, so the visit gets a new key. The old link stops working, and the visit's
 * emails still waiting (its reminder) carry the new one. A cancelled visit's emails are not sent again.
 */
const renewManageLink: SecretRenewal = async (tx, row) => {
  const { visitId } = row.data as { visitId: string };
  const [visit] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, visitId)).for('update');
  if (!visit) throw new ApiError(409, 'conflict', 'This visit was cancelled, so its email is not sent again.');
  const key = newManageKey();
  await tx.update(bookings).set({ manageKeyHash: key.hash }).where(eq(bookings.id, visit.id));
  const secrets = { managePath: manageUrl(visit.id, key.key) };
  await tx
    .update(emails)
    .set({ secrets })
    .where(
      and(
        inArray(emails.dedupeKey, [confirmationKey(visit.id), reminderKey(visit.id)]),
        eq(emails.status, 'waiting'),
        isNotNull(emails.secrets),
      ),
    );
  return secrets;
};

/** Plugs the visit's emails into the mail queue's Resend. */
export function plugVisitMail(mailQueue: MailQueue) {
  mailQueue.renewSecretsWith('visit-booked', renewManageLink);
  mailQueue.renewSecretsWith('visit-reminder', renewManageLink);
  mailQueue.renewSecretsWith('visit-moved', renewManageLink);
}
