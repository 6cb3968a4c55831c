import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { jobChangeStatuses } from '@/shared/schemas/job-change';
import { bytea, cents, createdAt, primaryId, requiredRef, timestampTz } from './columns';
import { jobs } from './job-schema';
import { users } from './people-schema';
import type { StoredQuoteLine } from './quote-schema';

/**
 * A change to a job proposed on site by one of its painters (what, and photos of it), priced by the shop (lines
 * taxed by the job's quote's rule) and approved with a signature, or declined, by its customer. Never deleted.
 */
export const jobChanges = pgTable(
  'job_changes',
  {
    id: primaryId(),
    jobId: requiredRef('job_id', () => jobs.id, { onDelete: 'cascade' }),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    /** Progress photos of its job, by id, in the order the painter gave them. */
    photoIds: jsonb('photo_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: jobChangeStatuses }).notNull().default('proposed'),
    lines: jsonb('lines')
      .$type<StoredQuoteLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    subtotalCents: cents('subtotal_cents').default(0),
    taxCents: cents('tax_cents').default(0),
    totalCents: cents('total_cents').default(0),
    createdAt: createdAt(),
    pricedAt: timestampTz('priced_at'),
    decidedAt: timestampTz('decided_at'),
    signedName: text('signed_name'),
    signaturePng: bytea('signature_png'),
  },
  (table) => [
    check('job_changes_total_sum', sql`${table.totalCents} = ${table.subtotalCents} + ${table.taxCents}`),
    index('job_changes_job_idx').on(table.jobId, table.createdAt),
  ],
);
