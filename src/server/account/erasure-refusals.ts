import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { movableJobStatuses } from '@/shared/schemas/job';
import type { SessionUser } from '../auth/middleware';
import type { Transaction } from '../db/client';
import { jobPainters, jobs, quoteRequests, quotes, users } from '../db/schema';
import { ApiError } from '../http/errors';

/**
 * The shop must keep someone to run it, and a job its painters: an admin who is the last one, or anyone with a role
 * still on a job not yet completed, stays (409). Admins' erasures take turns on one lock, so that two last admins
 * deleting themselves at once do not both see the other still there.
 */
export async function refuseWhileNeeded(tx: Transaction, person: SessionUser) {
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
  await refuseWhilePainting(tx, person);
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

/** The crew is coming to their home: a job of theirs scheduled or under way keeps them until it is signed off (409). */
async function refuseWhilePainting(tx: Transaction, person: SessionUser) {
  const [ownJob] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(quotes, eq(quotes.id, jobs.quoteId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.requestId))
    .where(and(eq(quoteRequests.userId, person.id), inArray(jobs.status, [...movableJobStatuses])))
    .limit(1);
  if (ownJob)
    throw new ApiError(
      409,
      'conflict',
      'A painting job of yours is not signed off yet: we can delete your account once it is, or when the shop cancels it.',
    );
}
