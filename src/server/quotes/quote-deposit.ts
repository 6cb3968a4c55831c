import { and, eq, gt, inArray } from 'drizzle-orm';
import { centsToDollars, formatDollars } from '@/shared/money';
import type { SessionUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { quotes } from '../db/schema';
import { ApiError } from '../http/errors';
import { queueQuoteEmail } from '../mail/quote-mail';
import type { Outbox } from '../mail/outbox';
import type { Money } from '../money/money';
import type { Payable, Settlement } from '../money/payable';
import { purposeOf } from '../money/purpose';
import type { GatewayIntent } from '../payments/gateway';
import { customersQuote } from './quote-access';
import { loadQuote, type QuoteRecord } from './quote-dto';
import { moveRequest, refusal, standing } from './quote-moves';

/** What taking a deposit needs: the database, the shop's money, the shop's time zone. */
export type DepositDeps = { db: Database; money: Money; timeZone: string };

const alreadyPaid = () => new ApiError(409, 'conflict', "This quote's deposit is already paid.");

/** Refuses an intent that does not pay this quote's deposit: unknown, for something else, or unpaid. */
export function checkIntentPaysDeposit(
  intent: GatewayIntent | undefined,
  { quote }: QuoteRecord,
): asserts intent is GatewayIntent {
  if (!intent) throw new ApiError(422, 'invalid', 'That payment was not found.');
  const purpose = purposeOf(intent);
  if (purpose?.kind !== 'deposit' || purpose.id !== quote.id)
    throw new ApiError(422, 'invalid', 'That payment is not for this quote.');
  if (intent.status !== 'succeeded') throw new ApiError(409, 'conflict', 'The payment has not succeeded.');
}

/** Refuses (409) a quote whose deposit cannot be paid: not accepted, paid already, or asking none. */
function checkPayable({ quote }: QuoteRecord) {
  if (quote.status === 'deposit_paid') throw alreadyPaid();
  if (quote.status !== 'accepted') throw refusal(quote.status, 'paid');
  if (quote.depositCents <= 0) throw new ApiError(409, 'conflict', 'This quote asks no deposit.');
}

/** The 409 of a deposit paid when its quote no longer took it: refunded at once, and why. */
const depositRefunded = (settlement: Extract<Settlement, { paid: false }>) =>
  new ApiError(
    409,
    'payment_refunded',
    `${settlement.reason} Your payment of ${formatDollars(centsToDollars(settlement.amountCents))} was refunded at once: it goes back to your card within a few days.`,
  );

/**
 * Quotes' deposits as the money module's Payable: a succeeded payment of the deposit makes an accepted
 * quote and its request `deposit_paid`, with the receipt, once. A payment for a deposit paid by another
 * intent, a quote no longer accepted (cancelled), or another amount is refunded, the quote unchanged.
 */
export function depositPayable(outbox: Outbox): Payable {
  return {
    kind: 'deposit',
    async receive(tx, quoteId, intent) {
      const record = await loadQuote(tx, quoteId, { forUpdate: true });
      if (!record) return undefined;
      const { quote } = record;
      const payer = record.customer.id;
      const refund = (reason: string) => ({ payer, landing: { paid: false as const, reason } });
      if (quote.status === 'deposit_paid')
        return quote.transactionId === intent.id
          ? { payer, landing: { paid: true } }
          : refund("This quote's deposit was already paid.");
      if (quote.status !== 'accepted') return refund(`This quote cannot be paid: ${standing[quote.status]}.`);
      if (intent.amountCents !== quote.depositCents) return refund("This payment does not match the quote's deposit.");
      const [paid] = await tx
        .update(quotes)
        .set({ status: 'deposit_paid', depositPaidAt: new Date(), transactionId: intent.id })
        .where(eq(quotes.id, quote.id))
        .returning();
      await queueQuoteEmail.depositPaid(tx, outbox, await moveRequest(tx, record, paid!, 'deposit_paid'));
      return { payer, landing: { paid: true } };
    },
    async stillPayable(db, ids) {
      const payable = await db
        .select({ id: quotes.id })
        .from(quotes)
        .where(and(inArray(quotes.id, ids), eq(quotes.status, 'accepted'), gt(quotes.depositCents, 0)));
      return new Set(payable.map(({ id }) => id));
    },
  };
}

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

/**
 * PATCH /quotes/:id/deposit: the caller's payment checked with the gateway, then recorded once; a payment
 * that came when the quote no longer took it is refunded at once and answered 409 `payment_refunded`.
 */
export async function recordDeposit(
  { db, money, timeZone }: DepositDeps,
  quoteId: string,
  user: SessionUser,
  transactionId: string,
) {
  const record = await customersQuote(db, timeZone, quoteId, user, 'pay');
  if (record.quote.status === 'deposit_paid' && record.quote.transactionId === transactionId) return record;
  const intent = await money.retrieveIntent(transactionId);
  if (intent?.status !== 'succeeded' && record.quote.status !== 'accepted') checkPayable(record);
  checkIntentPaysDeposit(intent, record);
  const settlement = await money.settle(intent);
  if (settlement && !settlement.paid) throw depositRefunded(settlement);
  return (await loadQuote(db, quoteId))!;
}
