import type { JobChange } from '@/shared/answers/job-changes';
import { centsToDollars } from '@/shared/money';
import { answeredLine } from '../quotes/quote-dto';
import type { JobBundle } from './job-bundle';

const iso = (time: Date | null) => time?.toISOString() ?? null;

/** The lines of the job's changes its customer approved: only those reach the invoice. */
export const approvedChangeLines = ({ changes }: Pick<JobBundle, 'changes'>) =>
  changes.flatMap((change) => (change.status === 'approved' ? change.lines : []));

type ChangeRow = JobBundle['changes'][number];

/** A change as the shop and the job's customer see it, with its price once set. */
export function toJobChangeDto(change: ChangeRow): JobChange {
  return {
    _id: change.id,
    jobId: change.jobId,
    description: change.description,
    status: change.status,
    photoIds: change.photoIds,
    proposedBy: change.proposedByName,
    proposedAt: change.createdAt.toISOString(),
    lines: change.lines.map(answeredLine),
    subtotal: centsToDollars(change.subtotalCents),
    tax: centsToDollars(change.taxCents),
    total: centsToDollars(change.totalCents),
    pricedAt: iso(change.pricedAt),
    decidedAt: iso(change.decidedAt),
    signedName: change.signedName,
  };
}

/** A change as a painter sees it: what, and where it stands; never its price. */
export const changeSummary = ({ id, description, status }: ChangeRow) => ({ _id: id, description, status });
