import * as v from 'valibot';
import { idSchema, requiredText } from './common';
import { maxQuoteLines, quoteLineSchema, signedSchema } from './quote';

/** The most changes one job keeps, whatever their state: past it, the crew calls the shop. */
export const maxJobChanges = 30;
/** The most photos one change shows (progress photos of its job, taken first). */
export const maxChangePhotos = 10;

/**
 * proposed (by a painter on site, no price) → priced (by the shop) → approved or declined (by the job's
 * customer). Only approved changes reach the invoice; a declined one stays on record.
 */
export const jobChangeStatuses = ['proposed', 'priced', 'approved', 'declined'] as const;
export type JobChangeStatus = (typeof jobChangeStatuses)[number];

export const unpricedByPainter = 'A painter proposes a change without a price: the shop prices it.';

/** POST /api/jobs/:id/changes (an assigned painter, with an Idempotency-Key): what changes, and its photos. */
export const proposeChangeSchema = v.object({
  description: requiredText('Description', 1000),
  photoIds: v.optional(
    v.pipe(
      v.array(idSchema, 'photoIds must be a list.'),
      v.maxLength(maxChangePhotos, `At most ${maxChangePhotos} photos.`),
      v.check((ids) => new Set(ids).size === ids.length, 'Each photo once.'),
    ),
    [],
  ),
  lines: v.optional(v.never(unpricedByPainter)),
});
export type ProposeChangeInput = v.InferInput<typeof proposeChangeSchema>;

/** PUT /api/changes/:id (admin): its price, as lines like a quote's, taxed by the job's quote's rule. */
export const priceChangeSchema = v.object({
  lines: v.pipe(
    v.array(quoteLineSchema, 'Lines must be a list.'),
    v.minLength(1, 'Price the change with at least one line.'),
    v.maxLength(maxQuoteLines, `At most ${maxQuoteLines} lines.`),
  ),
});
export type PriceChangeInput = v.InferInput<typeof priceChangeSchema>;

/** POST /api/changes/:id/approve (the job's customer): their typed name and drawn signature. */
export const approveChangeSchema = signedSchema;
