import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/middleware';
import type { Database, Transaction } from '../db/client';
import { jobDepartures, jobPainters, jobs, jobTimeEntries, quoteRequests, quotes } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { type JobBundle, loadJobBundle } from './job-bundle';
import type { JobViewer } from './job-dto';

const isAssigned = (bundle: Pick<JobBundle, 'painters'>, user: SessionUser) =>
  user.role === 'painter' && bundle.painters.some(({ id }) => id === user.id);

/** Which view of the job `user` gets: an admin's, an assigned painter's, its customer's; none for anyone else. */
export function viewerOf(bundle: Pick<JobBundle, 'painters' | 'customer'>, user: SessionUser): JobViewer | undefined {
  if (user.role === 'admin') return 'admin';
  if (isAssigned(bundle, user)) return 'painter';
  return bundle.customer.id === user.id ? 'customer' : undefined;
}

/** The job and the caller's view of it; anyone who may not see it hears it is missing, so ids cannot be probed. */
export async function visibleJob(db: Database | Transaction, jobId: string, user: SessionUser) {
  const bundle = await loadJobBundle(db, jobId);
  const viewer = bundle && viewerOf(bundle, user);
  if (!bundle || !viewer) throw notFound('Job');
  return { bundle, viewer };
}

/** The job's row, its customer, and whether `user` is one of its painters: what deciding who may act needs. */
async function jobAccessRow(db: Database | Transaction, jobId: string, user: SessionUser) {
  const [found] = await db
    .select({
      job: jobs,
      customerId: quoteRequests.userId,
      assigned: sql<boolean>`exists (select 1 from ${jobPainters} where ${jobPainters.jobId} = ${jobs.id} and ${jobPainters.painterId} = ${user.id})`,
      // Worked on it before: a painter the shop took off the job (or out of the role) since.
      worked: sql<boolean>`exists (select 1 from ${jobTimeEntries} where ${jobTimeEntries.jobId} = ${jobs.id} and ${jobTimeEntries.painterId} = ${user.id})
        or exists (select 1 from ${jobDepartures} where ${jobDepartures.jobId} = ${jobs.id} and ${jobDepartures.painterId} = ${user.id})`,
    })
    .from(jobs)
    .innerJoin(quotes, eq(quotes.id, jobs.quoteId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.requestId))
    .where(eq(jobs.id, jobId));
  return found;
}

/** Whether `user` may read what belongs to the job (its photos): admins, its painters, its customer. */
export async function mayReadJob(db: Database | Transaction, jobId: string, user: SessionUser) {
  const found = await jobAccessRow(db, jobId, user);
  if (!found) return false;
  return user.role === 'admin' || (user.role === 'painter' && found.assigned) || found.customerId === user.id;
}

/**
 * The job's row for what only its painters do on site (on my way, time, rooms, photos, notes, the sign-off).
 * An admin or the job's customer may see it but not act for the crew (403); a painter the shop took off the job
 * is told so (403), for what their phone sent afterwards to say why it was not kept; anyone else hears it is
 * missing.
 */
export async function assignedJob(db: Database | Transaction, jobId: string, user: SessionUser, action: string) {
  const found = await jobAccessRow(db, jobId, user);
  if (!found) throw notFound('Job');
  if (user.role === 'painter' && found.assigned) return found.job;
  if (user.role === 'admin' || found.customerId === user.id)
    throw new ApiError(403, 'forbidden', `Only a painter on this job can ${action}.`);
  if (found.worked)
    throw new ApiError(
      403,
      'not_on_job',
      'You are no longer on this job, so the shop did not keep this. Tell the shop what it was.',
    );
  throw notFound('Job');
}

/** The job's row locked until the transaction ends, for a move that depends on its status. */
export async function lockedJob(tx: Transaction, jobId: string) {
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
  if (!job) throw notFound('Job');
  return job;
}

/** Makes a scheduled job `in_progress` from `at` (the first "On my way" or clock-in); later ones change nothing. */
export async function startJob(tx: Transaction, jobId: string, at: Date) {
  await tx
    .update(jobs)
    .set({ status: 'in_progress', startedAt: at })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'scheduled')));
}
