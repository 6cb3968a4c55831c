import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { addDays, zonedInstant } from '@/shared/slots';
import type { MailJob } from './messages';
import type { MailQueue } from './mail-queue';
import type { Transaction } from '../db/client';
import { emails } from '../db/schema';

/** Who a schedule's emails go to: the customer, and painters by what the move did to them. */
export type ScheduleChange = {
  job: MailJob;
  /** The job as it was before the move: what a painter taken off it is no longer needed for. */
  previous?: MailJob;
  customerEmail: string;
  /** The job's number of moves: each move's emails are written once, whoever replays it. */
  version: number;
  /** The shop's time zone, in which the reminder the day before the job falls. */
  timeZone: string;
  /** Days changed (always on creation): the customer and the painters who stay are told. */
  daysChanged: boolean;
  added: { id: string; name: string; email: string }[];
  kept: { id: string; name: string; email: string }[];
  removed: { id: string; name: string; email: string }[];
};

/**
 * The emails of a job scheduled (version 0) or moved, written in its transaction: the customer when the days
 * are new or changed; each painter put on it, taken off it, or still on it when its days changed.
 */
export async function queueScheduleEmails(tx: Transaction, mailQueue: MailQueue, change: ScheduleChange) {
  const { job, version } = change;
  const created = version === 0;
  if (change.daysChanged)
    await mailQueue.queueEmail(
      tx,
      change.customerEmail,
      created ? { kind: 'job-scheduled', data: job } : { kind: 'job-moved', data: job },
      { dedupeKey: `job-${created ? 'scheduled' : 'moved'}:${job.jobId}:${version}` },
    );
  for (const painter of change.added)
    await mailQueue.queueEmail(
      tx,
      painter.email,
      { kind: 'painter-job-assigned', data: { ...job, painterName: painter.name } },
      { dedupeKey: `painter-job-assigned:${job.jobId}:${painter.id}:${version}` },
    );
  for (const painter of change.daysChanged ? change.kept : [])
    await mailQueue.queueEmail(
      tx,
      painter.email,
      { kind: 'painter-job-moved', data: { ...job, painterName: painter.name } },
      { dedupeKey: `painter-job-moved:${job.jobId}:${painter.id}:${version}` },
    );
  for (const painter of change.removed)
    await mailQueue.queueEmail(
      tx,
      painter.email,
      { kind: 'painter-job-unassigned', data: { ...(change.previous ?? job), painterName: painter.name } },
      { dedupeKey: `painter-job-unassigned:${job.jobId}:${painter.id}:${version}` },
    );
  await queueDayReminders(tx, mailQueue, change);
}

/** When the day before a job's first day is told of it, in the shop's time: the afternoon before. */
const reminderMinute = 16 * 60;

/**
 * The reminders of a job's first day, written again at each move: to its customer and to each painter on it, at
 * 16:00 the day before (none when that has passed). Those still waiting go first; one sent for the same day keeps
 * its key, so nobody is reminded of one day twice, and one a sender holds goes out as it is. A reminder of a day
 * the job no longer starts on, or to a painter taken off it, is not sent (see still-due.ts).
 */
async function queueDayReminders(tx: Transaction, mailQueue: MailQueue, change: ScheduleChange) {
  const { job, timeZone } = change;
  await tx
    .delete(emails)
    .where(
      and(
        inArray(emails.kind, ['job-reminder', 'painter-job-reminder']),
        sql`${emails.data}->>'jobId' = ${job.jobId}`,
        eq(emails.status, 'waiting'),
        isNull(emails.claimId),
      ),
    );
  const day = job.days[0];
  if (!day) return;
  const sendAfter = new Date(zonedInstant(addDays(day, -1), reminderMinute, timeZone));
  if (sendAfter.getTime() <= Date.now()) return;
  await mailQueue.queueEmail(
    tx,
    change.customerEmail,
    { kind: 'job-reminder', data: { ...job, day } },
    { dedupeKey: `job-reminder:${job.jobId}:${day}`, sendAfter },
  );
  for (const painter of [...change.kept, ...change.added])
    await mailQueue.queueEmail(
      tx,
      painter.email,
      { kind: 'painter-job-reminder', data: { ...job, day, painterId: painter.id, painterName: painter.name } },
      { dedupeKey: `painter-job-reminder:${job.jobId}:${painter.id}:${day}`, sendAfter },
    );
}

/** "On my way", once a day per job: the dedupe key is the job and the shop's day. */
export const queueOnMyWayEmail = (
  tx: Transaction,
  mailQueue: MailQueue,
  { job, customerEmail, day, painterName }: { job: MailJob; customerEmail: string; day: string; painterName: string },
) =>
  mailQueue.queueEmail(
    tx,
    customerEmail,
    { kind: 'job-on-my-way', data: { ...job, painterName } },
    { dedupeKey: `job-on-my-way:${job.jobId}:${day}` },
  );
