import * as v from 'valibot';
import { jobChangeStatuses } from '../schemas/job-change';
import { quoteLineAnswer } from './quotes';

/** A change to a job as its painters see it (in GET /api/jobs/:id): what and where it stands, never its price. */
export const jobChangeSummaryAnswer = v.strictObject({
  _id: v.string(),
  description: v.string(),
  status: v.picklist(jobChangeStatuses),
});
export type JobChangeSummary = v.InferOutput<typeof jobChangeSummaryAnswer>;

/** A change to a job as the shop and the job's customer see it: proposed on site, priced, then decided. */
export const jobChangeAnswer = v.strictObject({
  ...jobChangeSummaryAnswer.entries,
  jobId: v.string(),
  /** Progress photos of the job (`/api/job-photos/:id`). */
  photoIds: v.array(v.string()),
  /** The painter who proposed it, by name ('' once their account is gone). */
  proposedBy: v.string(),
  proposedAt: v.string(),
  /** Its price once the shop set it (none while proposed), in dollars, taxed by the job's quote's rule. */
  lines: v.array(quoteLineAnswer),
  subtotal: v.number(),
  tax: v.number(),
  total: v.number(),
  pricedAt: v.nullable(v.string()),
  /** When its customer approved or declined it, and the name they signed an approval with. */
  decidedAt: v.nullable(v.string()),
  signedName: v.nullable(v.string()),
});
export type JobChange = v.InferOutput<typeof jobChangeAnswer>;
