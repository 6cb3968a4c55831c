import { asc, eq } from 'drizzle-orm';
import type { Invoice } from '@/shared/answers/jobs';
import { centsToDollars } from '@/shared/money';
import type { SessionUser } from '../auth/middleware';
import type { Database, Transaction } from '../db/client';
import { invoices, jobDays, jobs, quoteRequests, quotes, users } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import type { MailInvoice } from '../mail/messages';
import { shownName } from '@/shared/person-name';
import { siteAddress } from '@/shared/quote-labels';

/** An invoice with what its answer and its messages tell of its job, quote, address and customer. */
export async function loadInvoice(
  db: Database | Transaction,
  invoiceId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({
      invoice: invoices,
      job: { id: jobs.id, quoteId: jobs.quoteId },
      quote: { taxCents: quotes.taxCents, totalCents: quotes.totalCents },
      site: { address: quoteRequests.address, siteState: quoteRequests.siteState, siteZip: quoteRequests.siteZip },
      customer: { id: users.id, name: users.name, email: users.email },
    })
    .from(invoices)
    .innerJoin(jobs, eq(jobs.id, invoices.jobId))
    .innerJoin(quotes, eq(quotes.id, jobs.quoteId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.requestId))
    .innerJoin(users, eq(users.id, quoteRequests.userId))
    .where(eq(invoices.id, invoiceId));
  const [found] = forUpdate ? await query.for('update', { of: invoices }) : await query;
  if (!found) return undefined;
  const { site, ...record } = found;
  const days = await db
    .select({ day: jobDays.day })
    .from(jobDays)
    .where(eq(jobDays.jobId, record.job.id))
    .orderBy(asc(jobDays.day));
  return { ...record, address: siteAddress(site), days: days.map(({ day }) => day) };
}

export type InvoiceRecord = NonNullable<Awaited<ReturnType<typeof loadInvoice>>>;

export function toInvoiceDto({ invoice, job, address, customer, days }: InvoiceRecord): Invoice {
  return {
    _id: invoice.id,
    number: invoice.number,
    jobId: job.id,
    quoteId: job.quoteId,
    customerName: shownName(customer.name, 'customer'),
    customerEmail: customer.email,
    address,
    days,
    lines: invoice.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      quantity: line.quantityHundredths / 100,
      unit: line.unit,
      unitPrice: centsToDollars(line.unitPriceCents),
      total: centsToDollars(line.totalCents),
    })),
    subtotal: centsToDollars(invoice.subtotalCents),
    tax: centsToDollars(invoice.taxCents),
    taxState: invoice.taxState,
    taxPercent: invoice.taxPercentThousandths / 1000,
    total: centsToDollars(invoice.totalCents),
    depositPaid: centsToDollars(invoice.depositPaidCents),
    balance: centsToDollars(invoice.balanceCents),
    writtenOff: centsToDollars(invoice.writtenOffCents),
    status: invoice.status,
    createdAt: invoice.createdAt.toISOString(),
    paidAt: invoice.paidAt?.toISOString() ?? null,
    transactionId: invoice.transactionId,
  };
}

export const mailInvoice = ({ invoice, job, address, customer }: InvoiceRecord): MailInvoice => ({
  invoiceId: invoice.id,
  number: invoice.number,
  jobId: job.id,
  customerName: shownName(customer.name, 'customer'),
  address,
  lines: invoice.lines.map(({ description, quantityHundredths, unit, unitPriceCents, totalCents }) => ({
    description,
    quantityHundredths,
    unit,
    unitPriceCents,
    totalCents,
  })),
  subtotalCents: invoice.subtotalCents,
  taxCents: invoice.taxCents,
  taxState: invoice.taxState,
  taxPercent: invoice.taxPercentThousandths / 1000,
  totalCents: invoice.totalCents,
  depositPaidCents: invoice.depositPaidCents,
  balanceCents: invoice.balanceCents,
  writtenOffCents: invoice.writtenOffCents,
});

/** The invoice as `user` may see it: its customer and admins; anyone else hears it is missing. */
export async function visibleInvoice(db: Database | Transaction, invoiceId: string, user: SessionUser) {
  const record = await loadInvoice(db, invoiceId);
  if (!record || (user.role !== 'admin' && record.customer.id !== user.id)) throw notFound('Invoice');
  return record;
}

/** The invoice for what only its customer does (pay it): an admin may see it but not pay for them (403). */
export async function customersInvoice(db: Database | Transaction, invoiceId: string, user: SessionUser) {
  const record = await visibleInvoice(db, invoiceId, user);
  if (record.customer.id !== user.id)
    throw new ApiError(403, 'forbidden', 'Only the customer of this invoice can pay it.');
  return record;
}
