import { eq } from 'drizzle-orm';
import { shopCurrency } from '@/shared/schemas/payment';
import type { SessionUser } from '../auth/middleware';
import type { Database, Transaction } from '../db/client';
import { jobs } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { queueQuoteEmail } from '../mail/quote-mail';
import type { MailQueue } from '../mail/mail-queue';
import type { Money } from '../money/money';
import { loadQuote, type QuoteRecord } from './quote-dto';
import { moveQuote, moveRequest, refusal } from './quote-moves';

/** Refuses (409) to call off a quote whose painting job is scheduled: the crew and the customer count on it. */
async function checkNoJob(db: Database | Transaction, quoteId: string) {
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.quoteId, quoteId));
  if (job) throw new ApiError(409, 'conflict', 'This quote cannot be cancelled: its painting job is scheduled.');
}

/**
 * POST /quotes/:id/cancel: the shop calls off an accepted quote. The move is claimed first, in one transaction on
 * the quote's locked row (checked again there: a deposit paid, a job made or another cancel meanwhile is seen):
 * the quote and its request `cancelled`, a paid deposit's refund claimed in the ledger, the customer's email
 * written. The gateway is asked for the refund only once that is committed, under a key of the ledger row, so two
 * cancels at once refund once, and a quote that moved on is never refunded. An unpaid deposit's card form, if
 * still open, is closed after (a payment made on it meanwhile is refunded).
 */
export async function cancelQuote(
  { db, money, mailQueue }: { db: Database; money: Money; mailQueue: MailQueue },
  quoteId: string,
  admin: SessionUser,
): Promise<QuoteRecord> {
  const record = await loadQuote(db, quoteId);
  if (!record) throw notFound('Quote');
  if (record.quote.status !== 'accepted' && record.quote.status !== 'deposit_paid')
    throw refusal(record.quote.status, 'cancelled');
  const { cancelled, refund } = await db.transaction(async (tx) => {
    const current = await loadQuote(tx, quoteId, { forUpdate: true });
    if (!current) throw notFound('Quote');
    const { quote } = current;
    if (quote.status !== 'accepted' && quote.status !== 'deposit_paid') throw refusal(quote.status, 'cancelled');
    // A job is made under the same lock on the quote: one made meanwhile is seen here.
    await checkNoJob(tx, quoteId);
    const moved = await moveQuote(
      tx,
      quoteId,
      [quote.status],
      { status: 'cancelled', cancelledAt: new Date() },
      'cancelled',
    );
    const paidWith = quote.status === 'deposit_paid' ? quote.transactionId : null;
    const claimed = paidWith
      ? await money.recordRefund(tx, {
          purpose: { kind: 'deposit', id: quoteId },
          intentId: paidWith,
          amountCents: quote.depositCents,
          currency: shopCurrency,
          causedBy: admin.id,
          reason: 'The quote was cancelled by the shop.',
        })
      : undefined;
    const withRequest = await moveRequest(tx, current, moved, 'cancelled');
    await queueQuoteEmail.cancelled(tx, mailQueue, withRequest, claimed ? quote.depositCents : null);
    return { cancelled: withRequest, refund: claimed };
  });
  if (refund) await money.completeRefund(refund);
  else await money.closeIntents({ kind: 'deposit', id: quoteId });
  return cancelled;
}
