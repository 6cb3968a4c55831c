import { and, eq, gt } from 'drizzle-orm';
import type { SessionUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { quotes } from '../db/schema';
import { ApiError } from '../http/errors';
import { queueQuoteEmail } from '../mail/quote-mail';
import type { MailQueue } from '../mail/mail-queue';
import type { Money } from '../money/money';
import { lockedPayable, type Payable } from '../money/payable';
import { settleClaimedPayment } from '../money/payment-checks';
import { taxShare } from '@/shared/work-totals';
import { customersQuote } from './quote-access';
import { loadQuote, type QuoteRecord } from './quote-dto';
import { moveRequest, refusal, standing } from './quote-moves';

/** What taking a deposit needs: the database, the shop's money, the shop's time zone. */
export type DepositDeps = { db: Database; money: Money; timeZone: string };

const alreadyPaid = () => new ApiError(409, 'conflict', "This quote's deposit is already paid.");

/** Refuses (409) a quote whose deposit cannot be paid: not accepted, paid already, or asking none. */
function checkPayable({ quote }: QuoteRecord) {
  if (quote.status === 'deposit_paid') throw alreadyPaid();
  if (quote.status !== 'accepted') throw refusal(quote.status, 'paid');
  if (quote.depositCents <= 0) throw new ApiError(409, 'conflict', 'This quote asks no deposit.');
}

/**
 * Quotes' deposits as the money module's Payable: a succeeded payment of the deposit makes an accepted
 * quote and its request `deposit_paid`, with the receipt, once. A payment for a deposit paid by another
 * intent, a quote no longer accepted (cancelled), or another amount is refunded, the quote unchanged.
 */
export const depositPayable = (mailQueue: MailQueue): Payable =>
  lockedPayable({
    kind: 'deposit',
    table: quotes,
    lock: (tx, quoteId) => loadQuote(tx, quoteId, { forUpdate: true }),
    async land(tx, record, intent, { landed, refund, alreadyPaid }) {
      const { quote } = record;
      if (quote.status === 'deposit_paid')
        return alreadyPaid(quote.transactionId, intent, "This quote's deposit was already paid.");
      if (quote.status !== 'accepted') return refund(`This quote cannot be paid: ${standing[quote.status]}.`);
      if (intent.amountCents !== quote.depositCents) return refund("This payment does not match the quote's deposit.");
      const [paid] = await tx
        .update(quotes)
        .set({ status: 'deposit_paid', depositPaidAt: new Date(), transactionId: intent.id })
        .where(eq(quotes.id, quote.id))
        .returning();
      await queueQuoteEmail.depositPaid(tx, mailQueue, await moveRequest(tx, record, paid!, 'deposit_paid'));
      // The deposit is a share of the total with tax: it carries that share of the tax, for the books.
      const taxCents = taxShare(quote.depositCents, quote.taxCents, quote.totalCents);
      return { ...landed, books: { taxCents, deliveryCents: 0, taxState: quote.taxState } };
    },
    open: and(eq(quotes.status, 'accepted'), gt(quotes.depositCents, 0))!,
  });

/**
 * The card form's intent for the deposit of the caller's accepted quote: its amount is the quote's deposit
 * as stored, whatever the client says; one payable intent however often the page opens. An intent opened
 * before and paid without being recorded (the page closed before its PATCH) is recorded now instead.
 */
export async function openDepositIntent({ db, money, timeZone }: DepositDeps, quoteId: string, user: SessionUser) {
  const record = await customersQuote(db, timeZone, quoteId, user, 'pay');
  checkPayable(record);
  const opened = await money.openIntent({ kind: 'deposit', id: quoteId }, record.quote.depositCents);
  if ('settled' in opened) throw alreadyPaid();
  return opened;
}

/** PATCH /quotes/:id/deposit: the caller's payment checked and recorded once (see settleClaimedPayment). */
export async function recordDeposit(
  { db, money, timeZone }: DepositDeps,
  quoteId: string,
  user: SessionUser,
  transactionId: string,
) {
  const record = await customersQuote(db, timeZone, quoteId, user, 'pay');
  if (record.quote.status === 'deposit_paid' && record.quote.transactionId === transactionId) return record;
  await settleClaimedPayment(
    money,
    transactionId,
    { kind: 'deposit', id: record.quote.id },
    {
      elsewhere: 'That payment is not for this quote.',
      unsucceeded: () => {
        if (record.quote.status !== 'accepted') checkPayable(record);
      },
    },
  );
  return (await loadQuote(db, quoteId))!;
}
