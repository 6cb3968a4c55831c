import { and, count, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { TimeEntry } from '@/shared/answers/jobs';
import {
  clockSkewMs,
  maxTimeEntriesPerJob,
  maxTimeEntryHours,
  noteRequiredAfterHours,
  type timeEntrySchema,
} from '@/shared/schemas/job';
import { formatZoned } from '@/shared/slots';
import type * as v from 'valibot';
import type { SessionUser } from '../auth/middleware';
import { jobTimeEntries } from '../db/schema';
import { ApiError, invalidField } from '../http/errors';
import type { JobRow } from './job-bundle';
import { startJob } from './job-access';
import { checkOnJobDay } from './job-days';
import { toTimeEntryDto } from './job-dto';
import { shownName } from '@/shared/person-name';
import type { Transaction } from '../db/client';

type EntryRow = typeof jobTimeEntries.$inferSelect;
type Input = v.InferOutput<typeof timeEntrySchema>;
const hourMs = 60 * 60_000;

/** The device's times against the shop's clock and the job's life: refused with 422, or 409 after its completion. */
function checkTimes(job: JobRow, { start, end, note }: { start: Date; end: Date | null; note: string }, now: number) {
  if (start.getTime() > now + clockSkewMs) throw invalidField('start', "The start is ahead of the shop's clock.");
  if (end && end.getTime() > now + clockSkewMs) throw invalidField('end', "The end is ahead of the shop's clock.");
  if (job.completedAt && start >= job.completedAt)
    throw new ApiError(409, 'conflict', 'This job was completed before that time: log it on the job you were on.');
  if (job.completedAt && !end)
    throw new ApiError(409, 'conflict', 'This job is completed: there is no clocking in on it any more.');
  const length = end ? end.getTime() - start.getTime() : 0;
  if (length > maxTimeEntryHours * hourMs)
    throw invalidField('end', `An entry lasts at most ${maxTimeEntryHours} hours: give the real end.`);
  if (length > noteRequiredAfterHours * hourMs && note === '')
    throw invalidField(
      'note',
      `An entry over ${noteRequiredAfterHours} hours says why in its note (a clock-out forgotten?).`,
    );
}

/** The painter's entry (on any job, but `except`) that [start, end) would overlap; an open entry runs on from its start. */
async function overlapping(tx: Transaction, painterId: string, start: Date, end: Date | null, except?: string) {
  const [found] = await tx
    .select()
    .from(jobTimeEntries)
    .where(
      and(
        eq(jobTimeEntries.painterId, painterId),
        except ? ne(jobTimeEntries.id, except) : undefined,
        end ? lt(jobTimeEntries.start, end) : undefined,
        or(isNull(jobTimeEntries.end), gt(jobTimeEntries.end, start)),
      ),
    )
    .limit(1);
  return found;
}

function overlapRefusal(entry: EntryRow, timeZone: string) {
  const at = (time: Date) => formatZoned(time.getTime(), timeZone).slice(0, 16).replace('T', ' ');
  return new ApiError(
    409,
    'overlap',
    entry.end
      ? `This time overlaps your entry from ${at(entry.start)} to ${at(entry.end)}.`
      : `You are still clocked in since ${at(entry.start)}: clock out of that first.`,
  );
}

/**
 * POST /jobs/:id/time for the painter: a clock-in (`{start}`, an open entry), the clock-out that closes their
 * open entry of that start on this job, or a whole entry. Sent again (the same start, and the same end if
 * any) it answers the entry as it is; the painter's entries are checked one at a time (a lock per painter),
 * so two sends at once never overlap. Answers 201 with an entry made, 200 otherwise.
 */
export async function logTime(
  tx: Transaction,
  job: JobRow,
  painter: SessionUser,
  input: Input,
  { timeZone, now = Date.now() }: { timeZone: string; now?: number },
): Promise<{ status: 200 | 201; entry: TimeEntry }> {
  const start = new Date(input.start);
  const end = input.end === undefined ? null : new Date(input.end);
  const note = input.note ?? '';
  checkTimes(job, { start, end, note }, now);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job-time:${painter.id}`}))`);
  const answer = (status: 200 | 201, row: EntryRow) => ({
    status,
    entry: toTimeEntryDto({ ...row, painterName: shownName(painter.name, 'painter') }),
  });

  const [same] = await tx
    .select()
    .from(jobTimeEntries)
    .where(
      and(eq(jobTimeEntries.jobId, job.id), eq(jobTimeEntries.painterId, painter.id), eq(jobTimeEntries.start, start)),
    );
  if (same && (!end || same.end?.getTime() === end.getTime())) return answer(200, same);
  if (same && same.end)
    throw new ApiError(409, 'conflict', 'That entry was already closed at another time: log a new one instead.');
  if (same && end) {
    const other = await overlapping(tx, painter.id, start, end, same.id);
    if (other) throw overlapRefusal(other, timeZone);
    const [closed] = await tx
      .update(jobTimeEntries)
      .set({ end, ...(note ? { note } : {}) })
      .where(eq(jobTimeEntries.id, same.id))
      .returning();
    return answer(200, closed!);
  }

  await checkOnJobDay(tx, job.id, start, { path: 'start', timeZone });
  const [logged] = await tx
    .select({ entries: count() })
    .from(jobTimeEntries)
    .where(and(eq(jobTimeEntries.jobId, job.id), eq(jobTimeEntries.painterId, painter.id)));
  if ((logged?.entries ?? 0) >= maxTimeEntriesPerJob)
    throw invalidField(
      'start',
      `A painter logs at most ${maxTimeEntriesPerJob} entries on one job: ask the shop to correct them.`,
    );
  const other = await overlapping(tx, painter.id, start, end);
  if (other) throw overlapRefusal(other, timeZone);
  const [made] = await tx
    .insert(jobTimeEntries)
    .values({ jobId: job.id, painterId: painter.id, start, end, note })
    .returning();
  await startJob(tx, job.id, start);
  return answer(201, made!);
}

/**
 * Closes, at this moment, the open entries of painters who leave a job (`jobId`) or the painter role (every job):
 * the time they were clocked in is kept, ended when the shop took them off, with a note that says so. What their
 * device sends for the job afterwards is refused by who may act on it.
 */
export async function closeOpenEntries(
  tx: Transaction,
  { painterIds, jobId }: { painterIds: string[]; jobId?: string },
  note: string,
) {
  if (painterIds.length === 0) return;
  await tx
    .update(jobTimeEntries)
    .set({
      // A start a little ahead of the shop's clock (a device's) still ends after it.
      end: sql`greatest(now(), ${jobTimeEntries.start} + interval '1 minute')`,
      note: sql`case when ${jobTimeEntries.note} = '' then ${note} else ${jobTimeEntries.note} || ' ' || ${note} end`,
    })
    .where(
      and(
        inArray(jobTimeEntries.painterId, painterIds),
        isNull(jobTimeEntries.end),
        jobId ? eq(jobTimeEntries.jobId, jobId) : undefined,
      ),
    );
}
