import { and, eq, inArray, isNotNull, not, or, type SQL, sql } from 'drizzle-orm';
import { erasedEmail, recordErasure } from '../auth/erased-email';
import type { SessionUser } from '../auth/middleware';
import { endAllSessions } from '../auth/user-sessions';
import type { Database, Transaction } from '../db/client';
import {
  jobChanges,
  badgeSeen,
  bookings,
  carts,
  contactMessages,
  emails,
  idempotencyKeys,
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
import { refuseWhileNeeded } from './erasure-refusals';
import type { MailQueue } from '../mail/mail-queue';
import type { Money } from '../money/money';
import { markCancelled } from '../orders/refund';
import { closeOpenEntries } from '../painting-jobs/time-entries';
import { ownedBy } from '../visits/visit-access';

/** What is left to do once the erasure is committed: the Firebase user to remove, the orders' card forms to close. */
export type Erasure = { firebase: { uid: string | null; email: string }; cancelledOrderIds: string[] };

/** Mail in the queue that names the person: to them, and the shop's notices of what they wrote or booked. */
function theirMail(person: SessionUser, { jobIds, quoteIds }: { jobIds: SQL; quoteIds: SQL }): SQL {
  const email = person.email.toLowerCase();
  const byAddress = [
    sql`lower(${emails.toAddress}) = ${email}`,
    sql`lower(${emails.data}->>'customerEmail') = ${email}`,
    // What the crew and the shop were told of their jobs and quotes names them and their address.
    sql`(${emails.data}->>'jobId')::uuid in ${jobIds}`,
    sql`(${emails.data}->>'quoteId')::uuid in ${quoteIds}`,
  ];
  // An address typed into a form (a visit, a contact message) is theirs only once they proved it is.
  if (person.emailVerified)
    byAddress.push(sql`lower(${emails.replyTo}) = ${email}`, sql`lower(${emails.data}->>'email') = ${email}`);
  // One a sender holds right now goes out as it is: it cannot be called back.
  const inFlight = and(eq(emails.status, 'waiting'), isNotNull(emails.claimId))!;
  return and(or(...byAddress), not(inFlight))!;
}

/** What the shop holds of the person and no bookkeeping needs: deleted. */
async function deleteTraces(
  tx: Transaction,
  person: SessionUser,
  { jobIds, quoteIds }: { jobIds: SQL; quoteIds: SQL },
) {
  await endAllSessions(tx, person.id);
  for (const table of [pushSubscriptions, pushPreferences, badgeSeen, carts, quotePhotos, reviews])
    await tx.delete(table).where(eq(table.userId, person.id));
  await tx.delete(jobPhotos).where(inArray(jobPhotos.jobId, jobIds));
  await tx.delete(bookings).where(ownedBy(person));
  if (person.emailVerified)
    await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${person.email}`);
  await tx.delete(mailPreferences).where(eq(mailPreferences.email, person.email));
  await tx.delete(emails).where(theirMail(person, { jobIds, quoteIds }));
  // Kept answers of their replayable writes (an order's, a review's, a visit booked signed out) hold what they wrote.
  await tx
    .delete(idempotencyKeys)
    .where(
      or(
        sql`${idempotencyKeys.scope} like ${`% ${person.id}`}`,
        sql`lower(${idempotencyKeys.responseBody}->>'email') = ${person.email.toLowerCase()}`,
      ),
    );
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
  await tx.update(orders).set({ userEmail: placeholder }).where(eq(orders.userId, person.id));
  // A paid order the shop has yet to ship keeps the name and address it goes to; every other loses them.
  await tx
    .update(orders)
    .set({ userName: '', address: '', zip: '' })
    .where(and(eq(orders.userId, person.id), not(and(eq(orders.status, 'pending'), eq(orders.paid, true))!)));
  await tx
    .update(quoteRequests)
    .set({ address: '', siteZip: '', notes: '', photoIds: [] })
    .where(eq(quoteRequests.userId, person.id));
  await tx
    .update(quotes)
    .set({ signedName: null, signaturePng: null, acceptedIp: null, declineReason: null })
    .where(inArray(quotes.requestId, requestIds));
  await tx.update(jobs).set({ signedName: null, signaturePng: null }).where(inArray(jobs.quoteId, quoteIds));
  await tx
    .update(jobChanges)
    .set({ signedName: null, signaturePng: null })
    .where(inArray(jobChanges.jobId, tx.select({ id: jobs.id }).from(jobs).where(inArray(jobs.quoteId, quoteIds))));
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
      .where(and(eq(orders.userId, person.id), eq(orders.status, 'pending'), eq(orders.paid, false)))
      // Locked as read: a payment recorded meanwhile waits, then finds the order cancelled (and is refunded).
      .for('update');
    for (const { id } of unpaid) await markCancelled(tx, { mailQueue, money }, { orderId: id, user: person });

    const requestIds = sql`(select ${quoteRequests.id} from ${quoteRequests} where ${quoteRequests.userId} = ${person.id})`;
    const quoteIds = sql`(select ${quotes.id} from ${quotes} where ${quotes.requestId} in ${requestIds})`;
    const jobIds = sql`(select ${jobs.id} from ${jobs} where ${jobs.quoteId} in ${quoteIds})`;
    await deleteTraces(tx, person, { jobIds, quoteIds });
    const placeholder = erasedEmail();
    await recordErasure(tx, { email: person.email, uid: person.firebaseUid });
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
