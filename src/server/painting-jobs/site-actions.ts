import { and, count, eq } from 'drizzle-orm';
import type { JobNote } from '@/shared/answers/jobs';
import { clockSkewMs, maxJobNotes, onMyWayMailWindowMs } from '@/shared/schemas/job';
import { shopDate } from '@/shared/slots';
import type { SessionUser } from '../auth/middleware';
import { jobDepartures, jobNotes, jobRoomChecks } from '../db/schema';
import { ApiError, invalidField, notFound } from '../http/errors';
import { queueOnMyWayEmail } from '../mail/job-mail';
import type { MailQueue } from '../mail/mail-queue';
import { type JobBundle, type JobRow, loadJobBundle } from './job-bundle';
import { lockedJob, startJob } from './job-access';
import { checkOnJobDay } from './job-days';
import { mailJob } from './job-schedule';
import { shownName } from '@/shared/person-name';
import type { Transaction } from '../db/client';

const completed = () =>
  new ApiError(409, 'conflict', 'This job was completed and signed off: its checklist no longer changes.');

const nameOf = (user: SessionUser) => shownName(user.name, 'painter');

/**
 * POST /jobs/:id/on-my-way: the painter's tap at `at` (the device's time, else now), one a day per job (the
 * shop's day of the tap): a second that day, by any of its painters, stores nothing and emails nothing. The
 * first starts the job, and emails the customer if it arrived soon enough after the tap to still be news.
 */
export async function departFor(
  tx: Transaction,
  job: JobRow,
  painter: SessionUser,
  atInput: string | undefined,
  { mailQueue, timeZone, now = Date.now() }: { mailQueue: MailQueue; timeZone: string; now?: number },
): Promise<JobBundle> {
  const at = new Date(atInput ?? now);
  const refuse = (message: string) => invalidField('at', message);
  if (at.getTime() > now + clockSkewMs) throw refuse("The time of the tap is ahead of the shop's clock.");
  if (job.completedAt) throw new ApiError(409, 'conflict', 'This job was completed and signed off.');
  await checkOnJobDay(tx, job.id, at, { path: 'at', timeZone });
  const day = shopDate(at.getTime(), timeZone);
  const [departed] = await tx
    .insert(jobDepartures)
    .values({ jobId: job.id, day, painterId: painter.id, at })
    .onConflictDoNothing()
    .returning();
  if (departed) await startJob(tx, job.id, at);
  const bundle = (await loadJobBundle(tx, job.id))!;
  if (departed && now - at.getTime() <= onMyWayMailWindowMs)
    await queueOnMyWayEmail(tx, mailQueue, {
      job: mailJob(bundle),
      customerEmail: bundle.customer.email,
      day,
      painterName: nameOf(painter),
    });
  return bundle;
}

/**
 * PATCH /jobs/:id/rooms/:index: the room ticked done (kept with who and when) or undone; the same tick twice
 * changes nothing. Refused once the job is completed, as the customer signed off the checklist as it stood.
 */
export async function checkRoom(
  tx: Transaction,
  jobId: string,
  roomIndex: number,
  done: boolean,
  painter: SessionUser,
): Promise<JobBundle> {
  const job = await lockedJob(tx, jobId);
  if (job.status !== 'scheduled' && job.status !== 'in_progress') throw completed();
  const before = (await loadJobBundle(tx, jobId))!;
  if (roomIndex >= before.request.rooms.length) throw notFound('Room');
  if (done) await tx.insert(jobRoomChecks).values({ jobId, roomIndex, doneBy: painter.id }).onConflictDoNothing();
  else
    await tx.delete(jobRoomChecks).where(and(eq(jobRoomChecks.jobId, jobId), eq(jobRoomChecks.roomIndex, roomIndex)));
  return (await loadJobBundle(tx, jobId))!;
}

/** POST /jobs/:id/notes: a painter's note for the shop, counted on the job's locked row (422 past the most). */
export async function addNote(tx: Transaction, jobId: string, text: string, painter: SessionUser): Promise<JobNote> {
  await lockedJob(tx, jobId);
  const [kept] = await tx.select({ notes: count() }).from(jobNotes).where(eq(jobNotes.jobId, jobId));
  if ((kept?.notes ?? 0) >= maxJobNotes) {
    const message = `A job keeps at most ${maxJobNotes} notes: call the shop instead.`;
    throw invalidField('text', message);
  }
  const [note] = await tx.insert(jobNotes).values({ jobId, painterId: painter.id, text }).returning();
  return { _id: note!.id, text: note!.text, by: nameOf(painter), at: note!.createdAt.toISOString() };
}
