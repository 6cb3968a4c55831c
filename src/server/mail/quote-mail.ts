import { addDays, zonedInstant } from '@/shared/slots';
import type { QuoteRecord } from '../quotes/quote-dto';
import type { MailQuote } from './messages';
import type { MailQueue } from './mail-queue';
import type { Transaction } from '../db/client';

const mailQuote = ({ quote, request, customer }: QuoteRecord): MailQuote => ({
  quoteId: quote.id,
  customerName: customer.name || customer.email,
  address: request.address,
  totalCents: quote.totalCents,
  taxCents: quote.taxCents,
  taxState: quote.taxState,
  taxPercent: quote.taxPercentThousandths / 1000,
  depositPercent: quote.depositPercent,
  depositCents: quote.depositCents,
  validUntil: quote.validUntil,
  optionNames: quote.options.map(({ name }) => name),
});

/**
 * The emails of a quote's moves, each written in the move's transaction and keyed by its move and quote:
 * a move made twice (the webhook and the customer's PATCH both recording a deposit) writes one email.
 */
export const queueQuoteEmail = {
  /** The quote, and a reminder at 9:00 (the shop's time) two days before it runs out, unless that is past. */
  sent: async (tx: Transaction, mailQueue: MailQueue, record: QuoteRecord, timeZone: string) => {
    await mailQueue.queueEmail(
      tx,
      record.customer.email,
      { kind: 'quote-sent', data: mailQuote(record) },
      { dedupeKey: `quote-sent:${record.quote.id}` },
    );
    const remindAt = zonedInstant(addDays(record.quote.validUntil, -2), 9 * 60, timeZone);
    if (remindAt <= Date.now()) return;
    await mailQueue.queueEmail(
      tx,
      record.customer.email,
      { kind: 'quote-expiring', data: mailQuote(record) },
      { dedupeKey: `quote-expiring:${record.quote.id}`, sendAfter: new Date(remindAt) },
    );
  },
  accepted: (tx: Transaction, mailQueue: MailQueue, record: QuoteRecord) =>
    mailQueue.queueEmail(
      tx,
      mailQueue.settings.shopEmail,
      {
        kind: 'quote-accepted',
        data: {
          ...mailQuote(record),
          customerEmail: record.customer.email,
          signedName: record.quote.signedName ?? '',
        },
      },
      { dedupeKey: `quote-accepted:${record.quote.id}`, replyTo: record.customer.email },
    ),
  depositPaid: (tx: Transaction, mailQueue: MailQueue, record: QuoteRecord) =>
    mailQueue.queueEmail(
      tx,
      record.customer.email,
      {
        kind: 'quote-deposit-paid',
        data: { ...mailQuote(record), transactionId: record.quote.transactionId ?? '' },
      },
      { dedupeKey: `quote-deposit-paid:${record.quote.id}` },
    ),
  cancelled: (tx: Transaction, mailQueue: MailQueue, record: QuoteRecord, refundedCents: number | null) =>
    mailQueue.queueEmail(
      tx,
      record.customer.email,
      { kind: 'quote-cancelled', data: { ...mailQuote(record), refundedCents } },
      { dedupeKey: `quote-cancelled:${record.quote.id}` },
    ),
};
