import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { invoiceStatuses } from '@/shared/schemas/job';
import { cents, createdAt, primaryId, requiredRef, timestampTz, workTaxColumns } from './columns';
import { jobs } from './job-schema';

/** One line of an invoice as stored: as a quote's line, and where it came from. */
export type StoredInvoiceLine = {
  kind: 'quote' | 'extra' | 'change';
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
    id: primaryId(),
    jobId: requiredRef('job_id', () => jobs.id),
    /** INV-2026-00001: given as it is written, in order, with no gap. Null on invoices written before numbers. */
    number: text('number').unique('invoices_number_key'),
    lines: jsonb('lines').$type<StoredInvoiceLine[]>().notNull(),
    /** The lines' sum, and its tax by the quote's rule (extras too): the total is their sum. */
    subtotalCents: cents('subtotal_cents').default(0),
    taxCents: cents('tax_cents').default(0),
    totalCents: cents('total_cents'),
    ...workTaxColumns(),
    depositPaidCents: cents('deposit_paid_cents'),
    balanceCents: cents('balance_cents'),
    /**
     * A balance under the smallest card payment, which no card could pay: the shop writes it off and the invoice
     * is paid with nothing taken. Zero otherwise.
     */
    writtenOffCents: cents('written_off_cents').default(0),
    status: text('status', { enum: invoiceStatuses }).notNull().default('open'),
    createdAt: createdAt(),
    paidAt: timestampTz('paid_at'),
    /** The payment intent that paid the balance. */
    transactionId: text('transaction_id'),
  },
  (table) => [
    uniqueIndex('invoices_job_key').on(table.jobId),
    check('invoices_total_sum', sql`${table.totalCents} = ${table.subtotalCents} + ${table.taxCents}`),
    check('invoices_balance', sql`${table.balanceCents} = ${table.totalCents} - ${table.depositPaidCents}`),
    check('invoices_balance_not_negative', sql`${table.balanceCents} >= 0`),
    check('invoices_written_off', sql`${table.writtenOffCents} in (0, ${table.balanceCents})`),
  ],
);
