import { and, asc, between, count, desc, eq, gte, inArray, min, or, sql } from 'drizzle-orm';
import { type JobListQuery, type JobStatus, movableJobStatuses } from '@/shared/schemas/job';
import { addDays, shopToday } from '@/shared/slots';
import type { Database } from '../db/client';
import { jobDays, jobPainters, jobs, quoteRequests, quotes } from '../db/schema';
import type { Page } from '../http/paging';

/** How far back a painter's list keeps jobs already completed: the last week's, to look back at. */
const painterLookBackDays = 7;

/** GET /jobs?status (without days): a page of the jobs in that status, newest first, and how many there are. */
export async function jobIdsInStatus(db: Database, status: JobStatus, page: Page) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.status, status))
      .orderBy(desc(jobs.createdAt), asc(jobs.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(jobs).where(eq(jobs.status, status)),
  ]);
  return { ids: rows.map(({ id }) => id), total: total?.total ?? 0 };
}

/**
 * GET /jobs: the jobs with a day in [from, to] (the shop's today and the next 6 days when neither is given;
 * one end given, the week from or to it), by their first day in it, in `status` when it is given. The span is at
 * most `maxJobListDays`, so the list is bounded.
 */
export async function scheduleJobIds(db: Database, { from, to, status }: JobListQuery, timeZone: string) {
  const start = from ?? (to === undefined ? shopToday(timeZone) : addDays(to, -6));
  const end = to ?? addDays(start, 6);
  const firstDay = min(jobDays.day);
  const rows = await db
    .select({ id: jobs.id, firstDay })
    .from(jobs)
    .innerJoin(jobDays, eq(jobDays.jobId, jobs.id))
    .where(and(between(jobDays.day, start, end), status === undefined ? undefined : eq(jobs.status, status)))
    .groupBy(jobs.id)
    .orderBy(asc(firstDay), asc(jobs.id));
  return rows.map(({ id }) => id);
}

/** A painter's jobs: those not yet completed, and those with a day in the last week; by their first day. */
export async function painterJobIds(db: Database, painterId: string, timeZone: string) {
  const since = addDays(shopToday(timeZone), -painterLookBackDays);
  const firstDay = min(jobDays.day);
  const rows = await db
    .select({ id: jobs.id, firstDay })
    .from(jobs)
    .innerJoin(jobPainters, and(eq(jobPainters.jobId, jobs.id), eq(jobPainters.painterId, painterId)))
    .innerJoin(jobDays, eq(jobDays.jobId, jobs.id))
    .groupBy(jobs.id)
    .having(or(inArray(jobs.status, [...movableJobStatuses]), gte(sql`max(${jobDays.day})`, since)))
    .orderBy(asc(firstDay), asc(jobs.id));
  return rows.map(({ id }) => id);
}

/** A customer's jobs: those of their own quotes, newest first. */
export async function customerJobIds(db: Database, customerId: string) {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(quotes, eq(quotes.id, jobs.quoteId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.requestId))
    .where(eq(quoteRequests.userId, customerId))
    .orderBy(desc(jobs.createdAt), asc(jobs.id));
  return rows.map(({ id }) => id);
}
