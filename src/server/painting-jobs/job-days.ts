import { asc, eq } from 'drizzle-orm';
import { dayInWords } from '@/shared/dates';
import { jobDayGraceHours } from '@/shared/schemas/job';
import { addDays, zonedInstant } from '@/shared/slots';
import { jobDays } from '../db/schema';
import { ApiError, invalidField } from '../http/errors';
import type { Transaction } from '../db/client';

const graceMs = jobDayGraceHours * 60 * 60_000;

/** The job's days, first to last. */
export async function daysOfJob(tx: Transaction, jobId: string): Promise<string[]> {
  const rows = await tx
    .select({ day: jobDays.day })
    .from(jobDays)
    .where(eq(jobDays.jobId, jobId))
    .orderBy(asc(jobDays.day));
  return rows.map(({ day }) => day);
}

/** Whether `at` falls on one of `days` in the shop's time zone, give or take the grace either side. */
export function onAScheduledDay(days: string[], at: Date, timeZone: string): boolean {
  const instant = at.getTime();
  return days.some(
    (day) =>
      instant >= zonedInstant(day, 0, timeZone) - graceMs &&
      instant < zonedInstant(addDays(day, 1), 0, timeZone) + graceMs,
  );
}

/**
 * Refuses (422, on `path`) a painter's step at `at` outside the job's days: what a crew logs belongs to the days
 * it was sent there, and an entry for another day is a device's mistake, not work on this job.
 */
export async function checkOnJobDay(
  tx: Transaction,
  jobId: string,
  at: Date,
  { path, timeZone }: { path: string; timeZone: string },
) {
  const days = await daysOfJob(tx, jobId);
  if (onAScheduledDay(days, at, timeZone)) return;
  const when = days.map(dayInWords).join(', ');
  const message = `That time is not on a day of this job: it is scheduled on ${when}.`;
  throw invalidField(path, message);
}

/** Refuses (409) a sign-off before the job's first day: the customer signs for work done, not work to come. */
export async function checkJobBegun(tx: Transaction, jobId: string, now: Date, timeZone: string) {
  const [first] = await daysOfJob(tx, jobId);
  if (first && now.getTime() < zonedInstant(first, 0, timeZone) - graceMs)
    throw new ApiError(
      409,
      'conflict',
      `This job begins on ${dayInWords(first)}: the customer signs off once the work is done.`,
    );
}
