import { and, count, eq } from 'drizzle-orm';
import type { JobExtra } from '@/shared/answers/jobs';
import { dollarsToCents } from '@/shared/money';
import { type JobExtraInput, maxJobExtras } from '@/shared/schemas/job';
import { jobExtras } from '../db/schema';
import { ApiError, invalidField, notFound } from '../http/errors';
import { lockedJob } from './job-access';
import { cardMaximumCents } from '../money/card-limits';
import { loadJobBundle } from './job-bundle';
import { depositPaidCents, jobTotals, toJobExtraDto } from './job-dto';
import type { Transaction } from '../db/client';

/** The job locked, while extras may still change: before its invoice (409 after). */
async function jobBeforeInvoice(tx: Transaction, jobId: string) {
  const job = await lockedJob(tx, jobId);
  if (job.status !== 'scheduled' && job.status !== 'in_progress')
    throw new ApiError(409, 'conflict', 'This job was completed and invoiced: its extras no longer change.');
  return job;
}

/** POST /jobs/:id/extras: a line like a quote's, priced in cents as a quote's line is (quantity in hundredths). */
export async function addExtra(tx: Transaction, jobId: string, input: JobExtraInput): Promise<JobExtra> {
  await jobBeforeInvoice(tx, jobId);
  const [existing] = await tx.select({ extras: count() }).from(jobExtras).where(eq(jobExtras.jobId, jobId));
  if ((existing?.extras ?? 0) >= maxJobExtras)
    throw new ApiError(409, 'conflict', `A job has at most ${maxJobExtras} extras.`);
  const quantityHundredths = Math.round(input.quantity * 100);
  const unitPriceCents = dollarsToCents(input.unitPrice);
  const totalCents = Math.round((quantityHundredths * unitPriceCents) / 100);
  const bundle = (await loadJobBundle(tx, jobId))!;
  const balanceCents = jobTotals(bundle, [{ totalCents }]).totalCents - depositPaidCents(bundle);
  if (balanceCents > cardMaximumCents) {
    const message = 'With this extra the balance would be more than one card payment can take ($999,999.99).';
    throw invalidField('unitPrice', message);
  }
  const [extra] = await tx
    .insert(jobExtras)
    .values({
      jobId,
      description: input.description,
      quantityHundredths,
      unit: input.unit,
      unitPriceCents,
      totalCents,
    })
    .returning();
  return toJobExtraDto(extra!);
}

/** DELETE /jobs/:id/extras/:extraId: an extra taken back before the invoice. */
export async function removeExtra(tx: Transaction, jobId: string, extraId: string) {
  await jobBeforeInvoice(tx, jobId);
  const removed = await tx
    .delete(jobExtras)
    .where(and(eq(jobExtras.id, extraId), eq(jobExtras.jobId, jobId)))
    .returning({ id: jobExtras.id });
  if (removed.length === 0) throw notFound('Extra');
}
