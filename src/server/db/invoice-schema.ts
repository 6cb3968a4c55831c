import { sql } from 'drizzle-orm';
import { bigint, check, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { invoiceStatuses } from '@/shared/schemas/job';
import { createdAt } from './columns';
import { jobs } from './job-schema';

/** One line of an invoice as stored: as a quote's line, and where it came from. */
export type StoredInvoiceLine = {
  kind: 'quote' | 'extra';
  description: string;
  quantityHundredths: number;
  unit: string;
  unitPriceCents: number;
  totalCents: number;
};

/**
 * A job's final invoice, written with its completion: the quote's lines and the extras as they were then,
 * less the deposit paid. Paid through the money module (the ledger's kind `invoice`); one per job.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    lines: jsonb('lines').$type<StoredInvoiceLine[]>().notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    depositPaidCents: bigint('deposit_paid_cents', { mode: 'number' }).notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: invoiceStatuses }).notNull().default('open'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The payment intent that paid the balance. */
    transactionId: text('transaction_id'),
  },
  (table) => [
    uniqueIndex('invoices_job_key').on(table.jobId),
    check('invoices_balance', sql`${table.balanceCents} = ${table.totalCents} - ${table.depositPaidCents}`),
    check('invoices_balance_not_negative', sql`${table.balanceCents} >= 0`),
  ],
);
