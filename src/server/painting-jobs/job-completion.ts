import { eq, sql } from 'drizzle-orm';
import { takeDocumentNumber } from '../money/document-numbers';
import type { SessionUser } from '../auth/middleware';
import { invoices, jobs, type StoredInvoiceLine } from '../db/schema';
import { ApiError } from '../http/errors';
import { cardMaximumCents, cardMinimumCents } from '../money/card-limits';
import type { MailQueue } from '../mail/mail-queue';
import { queueReviewRequest } from '../reviews/review-requests';
import { type JobBundle, loadJobBundle } from './job-bundle';
import { lockedJob } from './job-access';
import { checkJobBegun } from './job-days';
import { depositPaidCents, jobTotals } from './job-dto';
import { approvedChangeLines } from './change-dto';
import { loadInvoice, mailInvoice } from './invoice-dto';
import type { Transaction } from '../db/client';
import { acceptedLines, storedTaxRule } from '../quotes/quote-dto';

/** The days after an open invoice is sent on which its customer is reminded of it. */
export const invoiceReminderDays = [3, 10];

/** The invoice's lines: the quote's as accepted, then the extras the shop added during the job. */
function invoiceLines(bundle: JobBundle): StoredInvoiceLine[] {
  const billed = (kind: StoredInvoiceLine['kind']) => (line: Omit<StoredInvoiceLine, 'kind'>) => ({
    kind,
    description: line.description,
    quantityHundredths: line.quantityHundredths,
    unit: line.unit,
    unitPriceCents: line.unitPriceCents,
    totalCents: line.totalCents,
  });
  return [
    ...acceptedLines(bundle.quote).map(billed('quote')),
    ...approvedChangeLines(bundle).map(billed('change')),
    ...bundle.extras.map(billed('extra')),
  ];
}

/**
 * POST /jobs/:id/complete, in one transaction: the job completed with the customer's name and signature, its
 * invoice written (the quote's total and the extras, less the deposit paid: the balance), the job `invoiced`,
 * or `paid` at once when nothing is left to pay or the balance is under the smallest card payment (written
 * off), and the invoice emailed to the customer. A job already
 * completed is refused (409): its invoice exists and never changes.
 */
export async function completeJob(
  tx: Transaction,
  mailQueue: MailQueue,
  jobId: string,
  painter: SessionUser,
  { signedName, signaturePng, timeZone }: { signedName: string; signaturePng: Buffer; timeZone: string },
): Promise<JobBundle> {
  const job = await lockedJob(tx, jobId);
  if (job.status !== 'scheduled' && job.status !== 'in_progress')
    throw new ApiError(409, 'conflict', 'This job was already completed and signed off.');
  const now = new Date();
  await checkJobBegun(tx, jobId, now, timeZone);
  await tx
    .update(jobs)
    .set({
      status: 'completed',
      completedAt: now,
      startedAt: sql`coalesce(${jobs.startedAt}, ${now.toISOString()}::timestamptz)`,
      signedName,
      signaturePng,
      completedBy: painter.id,
    })
    .where(eq(jobs.id, jobId));
  const bundle = (await loadJobBundle(tx, jobId))!;
  const { subtotalCents, taxCents, totalCents, rule } = jobTotals(bundle);
  const deposit = depositPaidCents(bundle);
  const balanceCents = totalCents - deposit;
  if (balanceCents > cardMaximumCents)
    throw new ApiError(
      409,
      'conflict',
      'This job’s balance is more than one card payment can take: the shop must lower its extras first.',
    );
  // No card can pay less than the smallest payment: such a balance is written off, and shown so.
  const writtenOffCents = balanceCents < cardMinimumCents ? balanceCents : 0;
  const nothingToPay = balanceCents === 0 || writtenOffCents > 0;
  const [invoice] = await tx
    .insert(invoices)
    .values({
      jobId,
      number: await takeDocumentNumber(tx, 'INV', timeZone),
      lines: invoiceLines(bundle),
      subtotalCents,
      taxCents,
      totalCents,
      ...storedTaxRule(rule),
      depositPaidCents: deposit,
      balanceCents,
      writtenOffCents,
      status: nothingToPay ? 'paid' : 'open',
      paidAt: nothingToPay ? now : null,
    })
    .returning();
  await tx
    .update(jobs)
    .set({ status: nothingToPay ? 'paid' : 'invoiced' })
    .where(eq(jobs.id, jobId));
  const record = (await loadInvoice(tx, invoice!.id))!;
  await mailQueue.queueEmail(
    tx,
    record.customer.email,
    { kind: 'job-invoice', data: mailInvoice(record) },
    { dedupeKey: `job-invoice:${invoice!.id}` },
  );
  // An invoice left open is recalled on its third and tenth day; one paid meanwhile is not (see still-due.ts).
  if (!nothingToPay)
    for (const daysOpen of invoiceReminderDays)
      await mailQueue.queueEmail(
        tx,
        record.customer.email,
        { kind: 'invoice-reminder', data: { ...mailInvoice(record), daysOpen } },
        {
          dedupeKey: `invoice-reminder:${invoice!.id}:${daysOpen}`,
          sendAfter: new Date(now.getTime() + daysOpen * 24 * 60 * 60 * 1000),
        },
      );
  await queueReviewRequest(tx, mailQueue, { jobId, customer: record.customer });
  return (await loadJobBundle(tx, jobId))!;
}
