import { and, eq, gt } from 'drizzle-orm';
import type { SessionUser } from '../auth/middleware';
import type { Database, Transaction } from '../db/client';
import { invoices, jobs } from '../db/schema';
import { ApiError } from '../http/errors';
import type { MailQueue } from '../mail/mail-queue';
import type { Money } from '../money/money';
import { lockedPayable, type Payable } from '../money/payable';
import { settleClaimedPayment } from '../money/payment-checks';
import type { ChargeBooks } from '../money/ledger';
import { taxShare } from '@/shared/work-totals';
import { customersInvoice, type InvoiceRecord, loadInvoice, mailInvoice } from './invoice-dto';

const alreadyPaid = () => new ApiError(409, 'conflict', 'This invoice is already paid.');

/** The receipt of a paid invoice, once: its dedupe key is the invoice. */
export const queueInvoicePaidEmail = (tx: Transaction, mailQueue: MailQueue, record: InvoiceRecord) =>
  mailQueue.queueEmail(
    tx,
    record.customer.email,
    { kind: 'job-invoice-paid', data: { ...mailInvoice(record), transactionId: record.invoice.transactionId ?? '' } },
    { dedupeKey: `job-invoice-paid:${record.invoice.id}` },
  );

/**
 * Final invoices as the money module's Payable: a succeeded payment of an open invoice's balance makes it
 * and its job `paid`, with the receipt, once. A payment of an invoice paid by another intent, or of another
 * amount, is refunded, the invoice unchanged.
 */
/**
 * The tax in an invoice's balance, for the books: the invoice's tax less the share the deposit carried (its part of
 * the quote's total with tax), so that the deposit's and the balance's rows add up to the invoice's tax.
 */
function balanceBooks({ invoice, quote }: InvoiceRecord): ChargeBooks {
  const inDeposit = taxShare(invoice.depositPaidCents, quote.taxCents, quote.totalCents);
  const taxCents = Math.min(Math.max(invoice.taxCents - inDeposit, 0), invoice.balanceCents);
  return { taxCents, deliveryCents: 0, taxState: invoice.taxState };
}

export const invoicePayable = (mailQueue: MailQueue): Payable =>
  lockedPayable({
    kind: 'invoice',
    table: invoices,
    lock: (tx, invoiceId) => loadInvoice(tx, invoiceId, { forUpdate: true }),
    async land(tx, record, intent, { landed, refund, alreadyPaid }) {
      const { invoice } = record;
      if (invoice.status === 'paid')
        return alreadyPaid(invoice.transactionId, intent, 'This invoice was already paid.');
      if (intent.amountCents !== invoice.balanceCents)
        return refund("This payment does not match the invoice's balance.");
      const [paid] = await tx
        .update(invoices)
        .set({ status: 'paid', paidAt: new Date(), transactionId: intent.id })
        .where(eq(invoices.id, invoice.id))
        .returning();
      await tx
        .update(jobs)
        .set({ status: 'paid' })
        .where(and(eq(jobs.id, invoice.jobId), eq(jobs.status, 'invoiced')));
      await queueInvoicePaidEmail(tx, mailQueue, { ...record, invoice: paid! });
      return { ...landed, books: balanceBooks(record) };
    },
    open: and(eq(invoices.status, 'open'), gt(invoices.balanceCents, 0))!,
  });

/**
 * The card form's intent for the balance of the caller's open invoice: its amount is the balance as stored,
 * whatever the client says; one payable intent however often the page opens. An intent paid before without
 * being recorded is recorded now instead, and the invoice answered paid (409).
 */
export async function openInvoiceIntent(
  { db, money }: { db: Database; money: Money },
  invoiceId: string,
  user: SessionUser,
) {
  const { invoice } = await customersInvoice(db, invoiceId, user);
  if (invoice.status === 'paid' || invoice.balanceCents <= 0) throw alreadyPaid();
  const opened = await money.openIntent({ kind: 'invoice', id: invoice.id }, invoice.balanceCents);
  if ('settled' in opened) throw alreadyPaid();
  return opened;
}

/** PATCH /invoices/:id/payment: the caller's payment checked and recorded once (see settleClaimedPayment). */
export async function recordInvoicePayment(
  { db, money }: { db: Database; money: Money },
  invoiceId: string,
  user: SessionUser,
  transactionId: string,
): Promise<InvoiceRecord> {
  const record = await customersInvoice(db, invoiceId, user);
  if (record.invoice.status === 'paid' && record.invoice.transactionId === transactionId) return record;
  await settleClaimedPayment(
    money,
    transactionId,
    { kind: 'invoice', id: invoiceId },
    {
      elsewhere: 'That payment is not for this invoice.',
      unsucceeded: () => {
        if (record.invoice.status === 'paid') throw alreadyPaid();
      },
    },
  );
  return (await loadInvoice(db, invoiceId))!;
}
