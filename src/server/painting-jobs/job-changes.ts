import { and, count, eq, inArray } from 'drizzle-orm';
import type { JobChange, JobChangeSummary } from '@/shared/answers/job-changes';
import { siteAddress } from '@/shared/quote-labels';
import { type JobChangeStatus, maxJobChanges, type ProposeChangeInput } from '@/shared/schemas/job-change';
import type { QuoteLineInput } from '@/shared/schemas/quote';
import { workTotals } from '@/shared/work-totals';
import type { SessionUser } from '../auth/middleware';
import type { Transaction } from '../db/client';
import { jobChanges, jobPhotos, jobs, quoteRequests, quotes, type StoredQuoteLine } from '../db/schema';
import { ApiError, invalidField, notFound } from '../http/errors';
import type { MailQueue } from '../mail/mail-queue';
import { cardMaximumCents } from '../money/card-limits';
import { storedLine, taxRuleOf } from '../quotes/quote-dto';
import { lockedJob } from './job-access';
import { type JobBundle, loadJobBundle } from './job-bundle';
import { depositPaidCents, jobTotals } from './job-dto';
import { toJobChangeDto } from './change-dto';

type JobRow = typeof jobs.$inferSelect;

const beforeInvoice = (job: JobRow) => job.status === 'scheduled' || job.status === 'in_progress';
const invoiced = () => new ApiError(409, 'conflict', 'This job was completed and invoiced: its changes are settled.');

/**
 * POST /jobs/:id/changes: a change an assigned painter proposes on site (no price), with progress photos of the
 * job, counted on the job's locked row (422 past the most).
 */
export async function proposeChange(
  tx: Transaction,
  jobId: string,
  { description, photoIds = [] }: ProposeChangeInput,
  painter: SessionUser,
): Promise<JobChangeSummary> {
  const job = await lockedJob(tx, jobId);
  if (!beforeInvoice(job)) throw invoiced();
  const [kept] = await tx.select({ changes: count() }).from(jobChanges).where(eq(jobChanges.jobId, jobId));
  if ((kept?.changes ?? 0) >= maxJobChanges)
    throw invalidField('description', `A job keeps at most ${maxJobChanges} changes: call the shop instead.`);
  if (photoIds.length > 0) {
    const found = await tx
      .select({ id: jobPhotos.id })
      .from(jobPhotos)
      .where(and(eq(jobPhotos.jobId, jobId), inArray(jobPhotos.id, photoIds)));
    const known = new Set(found.map(({ id }) => id));
    const unknown = photoIds.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw invalidField(`photoIds.${unknown}`, 'That photo is not one of this job’s.');
  }
  const [change] = await tx
    .insert(jobChanges)
    .values({ jobId, proposedBy: painter.id, description, photoIds })
    .returning();
  return { _id: change!.id, description: change!.description, status: change!.status };
}

/** The change and its job, both locked (the job first, as every move of a job locks it), with its customer. */
async function lockedChange(tx: Transaction, changeId: string) {
  const [found] = await tx
    .select({ jobId: jobChanges.jobId, customerId: quoteRequests.userId })
    .from(jobChanges)
    .innerJoin(jobs, eq(jobs.id, jobChanges.jobId))
    .innerJoin(quotes, eq(quotes.id, jobs.quoteId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.requestId))
    .where(eq(jobChanges.id, changeId));
  if (!found) throw notFound('Change');
  const job = await lockedJob(tx, found.jobId);
  const [change] = await tx.select().from(jobChanges).where(eq(jobChanges.id, changeId)).for('update');
  return { job, change: change!, customerId: found.customerId };
}

const settled: Partial<Record<JobChangeStatus, string>> = {
  approved: 'This change was approved: it no longer changes.',
  declined: 'This change was declined: it no longer changes.',
};

/** The change as answered, read back with its proposer's name. */
async function changeAnswer(tx: Transaction, jobId: string, changeId: string): Promise<JobChange> {
  const bundle = (await loadJobBundle(tx, jobId))!;
  return toJobChangeDto(bundle.changes.find(({ id }) => id === changeId)!);
}

/**
 * Refuses (422) a change whose approval would take the job's balance (the quote, the approved changes, this one and
 * the extras, less the deposit) over one card payment: the job could then never be signed off.
 */
function checkBalanceWith(bundle: JobBundle, changeId: string, lines: StoredQuoteLine[]) {
  const changes = bundle.changes.map((each) =>
    each.id === changeId ? { ...each, status: 'approved' as const, lines } : each,
  );
  const balanceCents = jobTotals({ ...bundle, changes }).totalCents - depositPaidCents(bundle);
  if (balanceCents > cardMaximumCents)
    throw invalidField(
      'lines',
      'With this change the balance would be more than one card payment takes ($999,999.99).',
    );
}

/**
 * PUT /changes/:id (admin): the change priced, once, by lines taxed as the job's quote; its customer is emailed (and
 * told on their devices) to approve or decline it. The price they see is the one they sign: a wrong one is declined
 * and proposed again, never changed under them.
 */
export async function priceChange(
  tx: Transaction,
  mailQueue: MailQueue,
  changeId: string,
  lines: QuoteLineInput[],
): Promise<JobChange> {
  const { job, change } = await lockedChange(tx, changeId);
  const refusal =
    settled[change.status] ??
    (change.status === 'priced' ? 'This change is priced already: its customer decides on that price.' : undefined);
  if (refusal) throw new ApiError(409, 'conflict', refusal);
  if (!beforeInvoice(job)) throw invoiced();
  const bundle = (await loadJobBundle(tx, job.id))!;
  const stored = lines.map(storedLine);
  const totals = workTotals(stored, taxRuleOf(bundle.quote));
  checkBalanceWith(bundle, changeId, stored);
  const pricedAt = new Date();
  await tx
    .update(jobChanges)
    .set({ status: 'priced', lines: stored, ...totals, pricedAt })
    .where(eq(jobChanges.id, changeId));
  await mailQueue.queueEmail(
    tx,
    bundle.customer.email,
    {
      kind: 'change-priced',
      data: {
        changeId,
        jobId: job.id,
        quoteId: job.quoteId,
        customerName: bundle.customer.name || bundle.customer.email,
        address: siteAddress(bundle.request),
        description: change.description,
        totalCents: totals.totalCents,
        taxCents: totals.taxCents,
      },
    },
    { dedupeKey: `change-priced:${changeId}:${pricedAt.toISOString()}` },
  );
  return changeAnswer(tx, job.id, changeId);
}

/** How the customer decides: approved with their name and signature, or declined. */
export type ChangeDecision = { approve: { signedName: string; signaturePng: Buffer } } | { approve: false };

/**
 * POST /changes/:id/approve and /decline: only the job's customer, only once priced and before the invoice. An
 * admin hears 403; anyone else, its painters too, that there is no such change for them.
 */
export async function decideChange(
  tx: Transaction,
  changeId: string,
  user: SessionUser,
  decision: ChangeDecision,
): Promise<JobChange> {
  const { job, change, customerId } = await lockedChange(tx, changeId);
  if (customerId !== user.id) {
    if (user.role === 'admin')
      throw new ApiError(403, 'forbidden', 'Only the job’s customer approves or declines its changes.');
    throw notFound('Change');
  }
  const refusal =
    settled[change.status] ?? (change.status === 'proposed' ? 'The shop has not priced this change yet.' : undefined);
  if (refusal) throw new ApiError(409, 'conflict', refusal);
  if (!beforeInvoice(job)) throw invoiced();
  // Extras added since it was priced count too: approved, the job must still be payable.
  if (decision.approve) checkBalanceWith((await loadJobBundle(tx, job.id))!, changeId, change.lines);
  const decidedAt = new Date();
  await tx
    .update(jobChanges)
    .set(decision.approve ? { status: 'approved', decidedAt, ...decision.approve } : { status: 'declined', decidedAt })
    .where(eq(jobChanges.id, changeId));
  return changeAnswer(tx, job.id, changeId);
}

/**
 * POST /jobs/:id/colours/approve: the job's customer approves the colour schedule (the rooms' paint the shop set
 * on the quote), once, before the invoice. After it, a colour changes only by a change order.
 */
export async function approveColours(tx: Transaction, jobId: string, user: SessionUser) {
  const [found] = await tx
    .select({ customerId: quoteRequests.userId, roomPaints: quotes.roomPaints })
    .from(jobs)
    .innerJoin(quotes, eq(quotes.id, jobs.quoteId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.requestId))
    .where(eq(jobs.id, jobId));
  if (!found) throw notFound('Job');
  if (found.customerId !== user.id) {
    if (user.role === 'admin') throw new ApiError(403, 'forbidden', 'Only the job’s customer approves its colours.');
    throw notFound('Job');
  }
  const job = await lockedJob(tx, jobId);
  if (!beforeInvoice(job)) throw invoiced();
  if (!found.roomPaints.some(Boolean)) throw new ApiError(409, 'conflict', 'The shop has not set the colours yet.');
  if (job.coloursApprovedAt)
    throw new ApiError(409, 'conflict', 'The colours were already approved: a change of colour is a change order.');
  await tx.update(jobs).set({ coloursApprovedAt: new Date() }).where(eq(jobs.id, jobId));
  return (await loadJobBundle(tx, jobId))!;
}
