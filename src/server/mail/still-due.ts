import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { invoices, jobDays, jobPainters, jobs, quotes } from '../db/schema';
import type { MailData, MailKind } from './messages';

/** Why a job's reminder of `day` no longer applies: the job is under way, or starts on another day now. */
async function jobStartsOn(db: Database, jobId: string, day: string): Promise<string | undefined> {
  const [job] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
  if (job?.status !== 'scheduled') return 'The job is under way or done.';
  const [first] = await db
    .select({ day: jobDays.day })
    .from(jobDays)
    .where(eq(jobDays.jobId, jobId))
    .orderBy(asc(jobDays.day))
    .limit(1);
  return first?.day === day ? undefined : 'The job starts on another day now.';
}

type Check<K extends MailKind> = (db: Database, data: MailData[K]) => Promise<string | undefined>;

/**
 * The follow-ups written days ahead that may no longer apply when they fall due, each with why it would not:
 * a reminder to answer a quote already answered, or to pay an invoice already paid. Asked when it is due.
 */
const checks: { [K in MailKind]?: Check<K> } = {
  'quote-expiring': async (db, quote) => {
    const [row] = await db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quote.quoteId));
    return row?.status === 'sent' || row?.status === 'viewed' ? undefined : 'The quote was answered or withdrawn.';
  },
  'job-reminder': (db, job) => jobStartsOn(db, job.jobId, job.day),
  'painter-job-reminder': async (db, job) => {
    const [onIt] = await db
      .select({ painterId: jobPainters.painterId })
      .from(jobPainters)
      .where(and(eq(jobPainters.jobId, job.jobId), eq(jobPainters.painterId, job.painterId)));
    return onIt ? jobStartsOn(db, job.jobId, job.day) : 'The painter is no longer on the job.';
  },
  'invoice-reminder': async (db, invoice) => {
    const [row] = await db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoice.invoiceId));
    return row?.status === 'open' ? undefined : 'The invoice was paid.';
  },
};

/** Why an email (or its notification) due now is no longer wanted, or undefined when it still is. */
export function noLongerDue(db: Database, row: { kind: string; data: unknown }): Promise<string | undefined> {
  const check = checks[row.kind as MailKind] as Check<MailKind> | undefined;
  return check ? check(db, row.data as MailData[MailKind]) : Promise.resolve(undefined);
}
