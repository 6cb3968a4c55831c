import { and, count, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
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
 * Drops a visit's reminder still waiting. One a sender holds now goes out as it is (it cannot be called back)
 * and keeps its row; it and one sent already give up the reminder's key, which the next reminder takes.
 */
async function dropReminder(tx: Transaction, visitId: string) {
  await tx
    .delete(emails)
    .where(and(eq(emails.dedupeKey, reminderKey(visitId)), eq(emails.status, 'waiting'), isNull(emails.claimId)));
  await tx
    .update(emails)
    .set({ dedupeKey: null })
    .where(eq(emails.dedupeKey, reminderKey(visitId)));
}

/**
 * A visit moved by its visitor, in its transaction: the visitor hears the new time (with a calendar file that
 * updates the event), the shop is told, and the reminder follows the visit. Moved through a link of a visit
 * booked signed out, the visitor's email counts toward their address's hourly limit, as the booking did.
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
  await dropReminder(tx, visit.id);
  const data = { ...mailVisitOf(visit, timeZone), managePath };
  const before = formatZoned(previousStart.getTime(), timeZone);
  const typedSignedOut = visit.userId === null;
  await mailQueue.queueEmail(
    tx,
    visit.email,
    { kind: 'visit-moved', data: { ...data, previousStart: before } },
    { secretFields, anonymous: typedSignedOut },
  );
  await mailQueue.queueEmail(tx, mailQueue.settings.shopEmail, {
    kind: 'shop-visit-moved',
    data: { ...mailVisitOf(visit, timeZone), previousStart: before },
  });
  await queueReminder(tx, mailQueue, visit, data, { typedSignedOut });
}

/** How many times a day a visit may be moved: each move mails its visitor and the shop. */
export const movesADay = 3;

/** The moves of a visit in the last day, counted by the emails they wrote to its visitor. */
export async function movesToday(tx: Transaction, visitId: string): Promise<number> {
  const [row] = await tx
    .select({ moves: count() })
    .from(emails)
    .where(
      and(
        eq(emails.kind, 'visit-moved'),
        sql`${emails.data}->>'visitId' = ${visitId}`,
        gt(emails.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return row?.moves ?? 0;
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
  await dropReminder(tx, visit.id);
  if (byShop)
    await mailQueue.queueEmail(tx, visit.email, { kind: 'visit-cancelled', data: mailVisitOf(visit, timeZone) });
}

/**
 * A Resend of a visit's confirmation or reminder sent already: its manage link was dropped once sent, and the
 * shop keeps only the key's hash, so the visit gets a new key. The old link stops working, and the visit's
 * emails still waiting (its reminder) carry the new one. A cancelled visit's emails are not sent again, nor one
 * that tells a time the visit has moved from.
 */
const renewManageLink: SecretRenewal = async (tx, row) => {
  const { visitId, start } = row.data as { visitId: string; start: string };
  const [visit] = await tx
    .select({ id: bookings.id, startsAt: bookings.startsAt })
    .from(bookings)
    .where(eq(bookings.id, visitId))
    .for('update');
  if (!visit) throw new ApiError(409, 'conflict', 'This visit was cancelled, so its email is not sent again.');
  if (Date.parse(start) !== visit.startsAt.getTime())
    throw new ApiError(
      409,
      'conflict',
      'This visit has moved since: resend its latest email, which tells the new time.',
    );
  const key = newManageKey();
  await tx.update(bookings).set({ manageKeyHash: key.hash }).where(eq(bookings.id, visit.id));
  const secrets = { managePath: manageUrl(visit.id, key.key) };
  await tx
    .update(emails)
    .set({ secrets })
    .where(
      and(
        inArray(emails.kind, ['visit-booked', 'visit-reminder', 'visit-moved']),
        sql`${emails.data}->>'visitId' = ${visit.id}`,
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
