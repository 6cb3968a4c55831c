import { shopCurrency } from '@/shared/schemas/payment';
import type { SessionUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { ApiError, notFound } from '../http/errors';
import { queueQuoteEmail } from '../mail/quote-mail';
import type { Outbox } from '../mail/outbox';
import type { Money } from '../money/money';
import { loadQuote, type QuoteRecord } from './quote-dto';
import { moveQuote, moveRequest, refusal } from './quote-moves';

/**
 * POST /quotes/:id/cancel: the shop calls off an accepted quote. A paid deposit is refunded through the
 * gateway first (nothing changes when that fails); then, in one transaction, the quote and its request are
 * `cancelled`, the refund is written to the ledger and the customer's email is written. An unpaid deposit's
 * card form, if still open, is closed after (a payment made on it meanwhile is refunded).
 */
export async function cancelQuote(
  { db, money, outbox }: { db: Database; money: Money; outbox: Outbox },
  quoteId: string,
  admin: SessionUser,
): Promise<QuoteRecord> {
  const record = await loadQuote(db, quoteId);
  if (!record) throw notFound('Quote');
  const { quote } = record;
  if (quote.status !== 'accepted' && quote.status !== 'deposit_paid') throw refusal(quote.status, 'cancelled');
  const paidWith = quote.status === 'deposit_paid' ? quote.transactionId : null;
  const refund = paidWith ? await money.giveBack(paidWith, 'the quote') : undefined;
  const cancelled = await db.transaction(async (tx) => {
    const current = await loadQuote(tx, quoteId, { forUpdate: true });
    // Its deposit paid (or the quote cancelled) since it was read: what was decided no longer holds.
    if (!current || current.quote.status !== quote.status)
      throw new ApiError(409, 'conflict', 'This quote changed while it was being cancelled. Please look at it again.');
    const moved = await moveQuote(
      tx,
      quoteId,
      [quote.status],
      { status: 'cancelled', cancelledAt: new Date() },
      'cancelled',
    );
    if (paidWith && refund)
      await money.recordRefund(tx, {
        purpose: { kind: 'deposit', id: quoteId },
        intentId: paidWith,
        amountCents: quote.depositCents,
        currency: shopCurrency,
        status: 'succeeded',
        refundId: refund.refundId,
        causedBy: admin.id,
        reason: 'The quote was cancelled by the shop.',
      });
    const withRequest = await moveRequest(tx, current, moved, 'cancelled');
    await queueQuoteEmail.cancelled(tx, outbox, withRequest, refund ? quote.depositCents : null);
    return withRequest;
  });
  if (!paidWith) await money.closeIntents({ kind: 'deposit', id: quoteId });
  return cancelled;
}
