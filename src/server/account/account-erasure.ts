import { and, count, eq, inArray, isNotNull, ne, not, or, type SQL, sql } from 'drizzle-orm';
import { movableJobStatuses } from '@/shared/schemas/job';
import { erasedEmail } from '../auth/erased-email';
import type { SessionUser } from '../auth/middleware';
import { endAllSessions } from '../auth/user-sessions';
import type { Database, Transaction } from '../db/client';
import {
  badgeSeen,
  bookings,
  carts,
  contactMessages,
  emails,
  idempotencyKeys,
  jobPainters,
  jobPhotos,
  jobs,
  mailPreferences,
  orders,
  pushPreferences,
  pushSubscriptions,
  quotePhotos,
  quoteRequests,
  quotes,
  reviews,
  users,
} from '../db/schema';
import { ApiError } from '../http/errors';
import type { MailQueue } from '../mail/mail-queue';
import type { Money } from '../money/money';
import { markCancelled } from '../orders/refund';
import { closeOpenEntries } from '../painting-jobs/time-entries';
import { ownedBy } from '../visits/visit-access';

/** What is left to do once the erasure is committed: the Firebase user to remove, the orders' card forms to close. */
export type Erasure = { firebase: { uid: string | null; email: string }; cancelledOrderIds: string[] };

/**
 * The shop must keep someone to run it, and a job its painters: an admin who is the last one, or anyone with a role
 * still on a job not yet completed, stays (409). Admins' erasures take turns on one lock, so that two last admins
 * deleting themselves at once do not both see the other still there.
 */
async function refuseWhileNeeded(tx: Transaction, person: SessionUser) {
  if (person.role === 'admin') {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('account-erasure:admins'))`);
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), ne(users.id, person.id)))
      .limit(1);
    if (!other)
      throw new ApiError(
        409,
        'conflict',
        "You are the shop's last admin: make someone else an admin before you delete your account.",
      );
  }
  if (person.role === null) return;
  const [open] = await tx
    .select({ jobs: count() })
    .from(jobPainters)
    .innerJoin(jobs, eq(jobs.id, jobPainters.jobId))
    .where(and(eq(jobPainters.painterId, person.id), inArray(jobs.status, [...movableJobStatuses])));
  const onJobs = open?.jobs ?? 0;
  if (onJobs > 0)
    throw new ApiError(
      409,
      'conflict',
      `You are on ${onJobs === 1 ? 'a painting job' : `${onJobs} painting jobs`} not yet completed: ask an admin to give ${onJobs === 1 ? 'it' : 'them'} other painters first.`,
    );
}

/** Mail in the queue that names the person: to them, and the shop's notices of what they wrote or booked. */
function theirMail(person: SessionUser): SQL {
  const byAddress = [eq(emails.toAddress, person.email), sql`${emails.data}->>'customerEmail' = ${person.email}`];
  // An address typed into a form (a visit, a contact message) is theirs only once they proved it is.
  if (person.emailVerified)
    byAddress.push(eq(emails.replyTo, person.email), sql`${emails.data}->>'email' = ${person.email}`);
  // One a sender holds right now goes out as it is: it cannot be called back.
  const inFlight = and(eq(emails.status, 'waiting'), isNotNull(emails.claimId))!;
  return and(or(...byAddress), not(inFlight))!;
}

/** What the shop holds of the person and no bookkeeping needs: deleted. */
async function deleteTraces(tx: Transaction, person: SessionUser, jobIds: SQL) {
  await endAllSessions(tx, person.id);
  for (const table of [pushSubscriptions, pushPreferences, badgeSeen, carts, quotePhotos, reviews])
    await tx.delete(table).where(eq(table.userId, person.id));
  await tx.delete(jobPhotos).where(inArray(jobPhotos.jobId, jobIds));
  await tx.delete(bookings).where(ownedBy(person));
  if (person.emailVerified)
    await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${person.email}`);
  await tx.delete(mailPreferences).where(eq(mailPreferences.email, person.email));
  await tx.delete(emails).where(theirMail(person));
  // Kept answers of their replayable writes (an order's, a review's) hold what they wrote.
  await tx.delete(idempotencyKeys).where(sql`${idempotencyKeys.scope} like ${`% ${person.id}`}`);
  // A request the shop never quoted is no one's business but theirs.
  await tx
    .delete(quoteRequests)
    .where(
      and(
        eq(quoteRequests.userId, person.id),
        sql`not exists (select 1 from ${quotes} where ${quotes.requestId} = ${quoteRequests.id})`,
      ),
    );
}

/** What the books keep (orders, quotes, jobs and their numbers, amounts and ledger rows), without the person in it. */
async function anonymiseBooks(
  tx: Transaction,
  person: SessionUser,
  placeholder: string,
  requestIds: SQL,
  quoteIds: SQL,
) {
  await tx
    .update(orders)
    .set({ userName: '', userEmail: placeholder, address: '', zip: '' })
    .where(eq(orders.userId, person.id));
  await tx
    .update(quoteRequests)
    .set({ address: '', siteZip: '', notes: '', photoIds: [] })
    .where(eq(quoteRequests.userId, person.id));
  await tx
    .update(quotes)
    .set({ signedName: null, signaturePng: null, acceptedIp: null, declineReason: null })
    .where(inArray(quotes.requestId, requestIds));
  await tx.update(jobs).set({ signedName: null, signaturePng: null }).where(inArray(jobs.quoteId, quoteIds));
  if (person.role === 'painter')
    await closeOpenEntries(tx, { painterIds: [person.id] }, 'Clocked out by the shop when their account was deleted.');
}

/**
 * Deletes `user`'s account, in one transaction on their locked row: refused (409) while the shop needs them; their
 * unpaid orders cancelled (their stock back); then everything of theirs no bookkeeping needs deleted (sessions,
 * devices, cart, photos, reviews, visits, messages, their mail, requests never quoted), and what the books keep
 * (orders, quotes, jobs, invoices, the ledger and their numbers) kept without their name, email, address or
 * signatures. The account's row stays, anonymised, for the books' rows that name it: its email becomes an address
 * no one has, so signing in again starts a new, empty account, and every token of it is refused from now on.
 */
export async function eraseAccount(
  db: Database,
  { mailQueue, money }: { mailQueue: MailQueue; money: Money },
  user: SessionUser,
): Promise<Erasure> {
  return db.transaction(async (tx) => {
    const [person] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!person || person.email !== user.email) throw new ApiError(401, 'invalid_token', 'Please log in again.');
    await refuseWhileNeeded(tx, person);
    const unpaid = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, person.id), eq(orders.status, 'pending'), eq(orders.paid, false)));
    for (const { id } of unpaid) await markCancelled(tx, { mailQueue, money }, { orderId: id, user: person });

    const requestIds = sql`(select ${quoteRequests.id} from ${quoteRequests} where ${quoteRequests.userId} = ${person.id})`;
    const quoteIds = sql`(select ${quotes.id} from ${quotes} where ${quotes.requestId} in ${requestIds})`;
    const jobIds = sql`(select ${jobs.id} from ${jobs} where ${jobs.quoteId} in ${quoteIds})`;
    await deleteTraces(tx, person, jobIds);
    const placeholder = erasedEmail();
    await anonymiseBooks(tx, person, placeholder, requestIds, quoteIds);
    await tx
      .update(users)
      .set({
        email: placeholder,
        name: '',
        address: '',
        state: '',
        zip: '',
        role: null,
        firebaseUid: null,
        emailVerified: false,
        signedOutEverywhereAt: sql`now()`,
      })
      .where(eq(users.id, person.id));
    return {
      firebase: { uid: person.firebaseUid, email: person.email },
      cancelledOrderIds: unpaid.map(({ id }) => id),
    };
  });
}
