import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emails, type MailQueueChannel } from '../db/schema';
import type { EmailRow } from './mail-queue';

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

/** After this many tries begun, an email that still could not be sent is given up. */
export const maxTries = 12;

/** The wait after the `attempts`-th failed try: 1 minute, doubling; undefined once it would pass a day. */
export function backoffMs(attempts: number): number | undefined {
  const wait = minuteMs * 2 ** (attempts - 1);
  return wait > dayMs ? undefined : wait;
}

/** A claimed email: its row as the claim left it, `claimId` set to this sender's claim. */
export type ClaimedEmail = EmailRow & { claimId: string };

/**
 * Claims the due row of `channels` (emails, push notifications) that has waited longest, in one statement (so
 * one short transaction of its own): it takes a row no other sender holds (FOR UPDATE SKIP LOCKED, so any
 * number of processes share the queue), counts the try, and postpones the row by the lease, so that no other
 * sender claims it while this one sends, and any sender does once the lease has run out (this one died).
 * Undefined when nothing is due.
 */
export async function claimNext(
  db: Database,
  leaseMs: number,
  channels: readonly MailQueueChannel[] = ['email'],
): Promise<ClaimedEmail | undefined> {
  const due = db
    .select({ id: emails.id })
    .from(emails)
    .where(and(eq(emails.status, 'waiting'), lte(emails.sendAfter, sql`now()`), inArray(emails.channel, channels)))
    .orderBy(asc(emails.sendAfter))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(emails)
    .set({
      claimId: randomUUID(),
      attempts: sql`${emails.attempts} + 1`,
      sendAfter: sql`now() + ${leaseMs} * interval '1 millisecond'`,
    })
    .where(inArray(emails.id, due))
    .returning();
  return claimed as ClaimedEmail | undefined;
}

/** The row, as long as the claim is still this sender's (no one resent it, no one claimed it after a lapse). */
const stillClaimed = (row: ClaimedEmail) => and(eq(emails.id, row.id), eq(emails.claimId, row.claimId));

/** Sent: the state, and the secret parts of its data dropped (they were needed only to render it). */
export async function markSent(db: Database, row: ClaimedEmail) {
  await db
    .update(emails)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, claimId: null, secrets: null })
    .where(stillClaimed(row));
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** The wait a failure asked for itself (a push service's Retry-After), if it did. */
const askedWait = (error: unknown) => {
  const wait = (error as { retryAfterMs?: unknown } | undefined)?.retryAfterMs;
  return typeof wait === 'number' ? wait : undefined;
};

/**
 * A failed try: due again after the wait it asked for or its backoff, or, past the last, failed for good with
 * the reason, its secret parts dropped like a sent email's (a Resend makes fresh ones where its kind can).
 */
export async function recordFailure(db: Database, row: ClaimedEmail, error: unknown) {
  const wait = row.attempts >= maxTries ? undefined : (askedWait(error) ?? backoffMs(row.attempts));
  await db
    .update(emails)
    .set({
      lastError: reasonOf(error),
      claimId: null,
      ...(wait === undefined
        ? { status: 'failed' as const, secrets: null }
        : { sendAfter: sql`now() + ${wait} * interval '1 millisecond'` }),
    })
    .where(stillClaimed(row));
}

/** Gives a claimed email up at once, for `reason`: it will not be tried again. */
export async function giveUp(db: Database, row: ClaimedEmail, reason: string) {
  await db
    .update(emails)
    .set({ lastError: reason, claimId: null, status: 'failed', secrets: null })
    .where(stillClaimed(row));
}
