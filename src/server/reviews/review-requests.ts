import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/middleware';
import { emails, reviewRequests } from '../db/schema';
import { ApiError, invalidField } from '../http/errors';
import type { MailQueue, SecretRenewal } from '../mail/mail-queue';
import type { Transaction } from '../db/client';

const hourMs = 60 * 60 * 1000;
/** The link is the secret part of the request's email: kept only until it is sent. */
const secretFields = ['reviewPath'] as const;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');
function newKey() {
  const key = randomBytes(32).toString('base64url');
  return { key, hash: hashOf(key) };
}
export const reviewPathOf = (key: string) => `/reviews/new?key=${key}`;

/**
 * Asks a signed-off job's customer for a review, in the sign-off's transaction: a request of the job's (one per
 * job, by its unique index) whose link carries a key the shop keeps only as a hash, mailed `delayHours` later
 * (at once by default) unless the reader turned review requests off.
 */
export async function queueReviewRequest(
  tx: Transaction,
  mailQueue: MailQueue,
  { jobId, customer }: { jobId: string; customer: { id: string; name: string; email: string } },
) {
  const { key, hash } = newKey();
  const [request] = await tx
    .insert(reviewRequests)
    .values({ jobId, userId: customer.id, keyHash: hash })
    .onConflictDoNothing({ target: reviewRequests.jobId })
    .returning();
  if (!request) return;
  const delayMs = mailQueue.settings.reviewRequestDelayHours * hourMs;
  await mailQueue.queueEmail(
    tx,
    customer.email,
    {
      kind: 'review-request',
      data: { jobId, customerName: customer.name || customer.email, reviewPath: reviewPathOf(key) },
    },
    {
      dedupeKey: `review-request:${jobId}`,
      secretFields,
      ...(delayMs > 0 && { sendAfter: new Date(Date.now() + delayMs) }),
    },
  );
}

/**
 * The review request a key belongs to, locked until the review is written: only its own customer's, and once.
 * A key the shop never gave, or another customer's: 422; one used already: 409. Nothing is changed either way.
 */
export async function takeReviewRequest(tx: Transaction, key: string, user: SessionUser) {
  const [request] = await tx
    .select()
    .from(reviewRequests)
    .where(eq(reviewRequests.keyHash, hashOf(key)))
    .for('update');
  if (!request || request.userId !== user.id)
    throw invalidField('reviewKey', 'This review link is not valid. Please use the link in your email.');
  if (request.usedAt)
    throw new ApiError(409, 'conflict', 'This review link was used already: one review per painting job.');
  await tx
    .update(reviewRequests)
    .set({ usedAt: sql`now()` })
    .where(eq(reviewRequests.id, request.id));
  return request;
}

/**
 * A Resend of a review request sent already: its link was dropped once sent and the shop keeps only the key's
 * hash, so the request gets a new key (the old link stops working). A request used already is not sent again.
 */
const renewReviewLink: SecretRenewal = async (tx, row) => {
  const { jobId } = row.data as { jobId: string };
  const [request] = await tx.select().from(reviewRequests).where(eq(reviewRequests.jobId, jobId)).for('update');
  if (!request || request.usedAt)
    throw new ApiError(
      409,
      'conflict',
      'This customer has reviewed the job already, so the request is not sent again.',
    );
  const { key, hash } = newKey();
  await tx.update(reviewRequests).set({ keyHash: hash }).where(eq(reviewRequests.id, request.id));
  const secrets = { reviewPath: reviewPathOf(key) };
  await tx
    .update(emails)
    .set({ secrets })
    .where(
      and(
        inArray(emails.kind, ['review-request']),
        sql`${emails.data}->>'jobId' = ${jobId}`,
        eq(emails.status, 'waiting'),
        isNotNull(emails.secrets),
      ),
    );
  return secrets;
};

/** Plugs the review requests into the mail queue's Resend. */
export function plugReviewMail(mailQueue: MailQueue) {
  mailQueue.renewSecretsWith('review-request', renewReviewLink);
}
