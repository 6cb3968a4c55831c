import { and, eq, inArray } from 'drizzle-orm';
import type { UpdateJobInput } from '@/shared/schemas/job';
import { jobDays, jobPainters, jobs, users } from '../db/schema';
import { ApiError, type ErrorIssue, notFound } from '../http/errors';
import { queueScheduleEmails } from '../mail/job-mail';
import type { MailJob } from '../mail/messages';
import type { MailQueue } from '../mail/mail-queue';
import { loadQuote } from '../quotes/quote-dto';
import { standing } from '../quotes/quote-moves';
import { shopToday } from '@/shared/slots';
import { type JobBundle, loadJobBundle } from './job-bundle';
import { lockedJob } from './job-access';
import { closeOpenEntries } from './time-entries';
import { shownName } from '@/shared/person-name';
import type { Transaction } from '../db/client';

type Painter = { id: string; name: string; email: string };
export type ScheduleDeps = { mailQueue: MailQueue; timeZone: string };

const invalid = (issues: ErrorIssue[]) => new ApiError(422, 'invalid', issues[0]!.message, issues);

/** The job's message data: no money, as its painters read it. */
export const mailJob = (bundle: JobBundle): MailJob => ({
  jobId: bundle.job.id,
  quoteId: bundle.quote.id,
  customerName: shownName(bundle.customer.name, 'customer'),
  address: bundle.request.address,
  days: bundle.days,
  painters: bundle.painters.map(({ name }) => name),
  rooms: bundle.request.rooms.map(({ name }) => name),
});

/** The painters named, each a user whose role is painter (422 on `painterIds.N` for any other). */
async function paintersNamed(tx: Transaction, painterIds: string[]): Promise<Painter[]> {
  const found = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(inArray(users.id, painterIds), eq(users.role, 'painter')))
    // Held until the job is written: a painter's role taken at the same moment waits, and sees this job.
    .for('share');
  const byId = new Map(found.map((painter) => [painter.id, { ...painter, name: shownName(painter.name, 'painter') }]));
  const issues = painterIds.flatMap((id, index) =>
    byId.has(id) ? [] : [{ path: `painterIds.${index}`, message: 'Choose a painter: this user is not one.' }],
  );
  if (issues.length > 0) throw invalid(issues);
  return painterIds.map((id) => byId.get(id)!);
}

/** Refuses (422) a day before the shop's today, unless it is one of `kept` (days the job already had). */
function checkDays(days: string[], timeZone: string, kept: string[] = []) {
  const today = shopToday(timeZone);
  const issues = days.flatMap((day, index) =>
    day < today && !kept.includes(day) ? [{ path: `days.${index}`, message: 'A day that has passed.' }] : [],
  );
  if (issues.length > 0) throw invalid(issues);
}

async function writeSchedule(tx: Transaction, jobId: string, days: string[], painters: Painter[]) {
  await tx.delete(jobDays).where(eq(jobDays.jobId, jobId));
  await tx.delete(jobPainters).where(eq(jobPainters.jobId, jobId));
  await tx.insert(jobDays).values(days.map((day) => ({ jobId, day })));
  await tx.insert(jobPainters).values(painters.map(({ id }) => ({ jobId, painterId: id })));
}

const oneJobPerQuote = () => new ApiError(409, 'conflict', 'This quote already has its job.');

/**
 * POST /jobs: the job of an accepted quote whose deposit is paid, or which asked none; one per quote (409,
 * decided by the unique index when two admins race). The customer and each painter are emailed.
 */
export async function createJob(
  tx: Transaction,
  { mailQueue, timeZone }: ScheduleDeps,
  input: { quoteId: string; days: string[]; painterIds: string[] },
): Promise<JobBundle> {
  const record = await loadQuote(tx, input.quoteId, { forUpdate: true });
  if (!record) throw notFound('Quote');
  const { quote } = record;
  const ready = quote.status === 'deposit_paid' || (quote.status === 'accepted' && quote.depositCents === 0);
  if (!ready)
    throw new ApiError(
      409,
      'conflict',
      quote.status === 'accepted'
        ? 'This quote cannot be scheduled yet: its deposit is not paid.'
        : `This quote cannot be scheduled: ${standing[quote.status]}.`,
    );
  checkDays(input.days, timeZone);
  const painters = await paintersNamed(tx, input.painterIds);
  const [job] = await tx.insert(jobs).values({ quoteId: quote.id }).onConflictDoNothing().returning();
  if (!job) throw oneJobPerQuote();
  await writeSchedule(tx, job.id, [...input.days].sort(), painters);
  const bundle = (await loadJobBundle(tx, job.id))!;
  await queueScheduleEmails(tx, mailQueue, {
    job: mailJob(bundle),
    customerEmail: bundle.customer.email,
    version: 0,
    timeZone,
    daysChanged: true,
    added: painters,
    kept: [],
    removed: [],
  });
  return bundle;
}

/**
 * PUT /jobs/:id: the job's days and painters replaced while it is not completed (409 after). A day it already
 * had may stay although it passed; a new one may not. Whoever the move concerns is emailed; a move that
 * changes nothing writes nothing.
 */
export async function moveJob(
  tx: Transaction,
  { mailQueue, timeZone }: ScheduleDeps,
  jobId: string,
  input: UpdateJobInput,
): Promise<JobBundle> {
  const job = await lockedJob(tx, jobId);
  if (job.status !== 'scheduled' && job.status !== 'in_progress')
    throw new ApiError(409, 'conflict', 'This job was completed: its days and painters no longer move.');
  const before = (await loadJobBundle(tx, jobId))!;
  const days = [...input.days].sort();
  checkDays(days, timeZone, before.days);
  const painters = await paintersNamed(tx, input.painterIds);
  const wasOn = new Set(before.painters.map(({ id }) => id));
  const isOn = new Set(painters.map(({ id }) => id));
  const beforeEmails = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [...wasOn]));
  const daysChanged = days.join() !== before.days.join();
  const added = painters.filter(({ id }) => !wasOn.has(id));
  const removed = beforeEmails
    .filter(({ id }) => !isOn.has(id))
    .map((painter) => ({ ...painter, name: shownName(painter.name, 'painter') }));
  if (!daysChanged && added.length === 0 && removed.length === 0) return before;
  await closeOpenEntries(
    tx,
    { painterIds: removed.map(({ id }) => id), jobId },
    'Clocked out by the shop when they were taken off this job.',
  );
  await writeSchedule(tx, jobId, days, painters);
  const [moved] = await tx
    .update(jobs)
    .set({ version: job.version + 1 })
    .where(eq(jobs.id, jobId))
    .returning({ version: jobs.version });
  const bundle = (await loadJobBundle(tx, jobId))!;
  await queueScheduleEmails(tx, mailQueue, {
    job: mailJob(bundle),
    previous: mailJob(before),
    customerEmail: bundle.customer.email,
    version: moved!.version,
    timeZone,
    daysChanged,
    added,
    kept: painters.filter(({ id }) => wasOn.has(id)),
    removed,
  });
  return bundle;
}
