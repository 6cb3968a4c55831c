import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { quotes } from '../db/schema';
import { ApiError } from '../http/errors';
import { queueQuoteEmail } from '../mail/quote-mail';
import type { Outbox } from '../mail/outbox';
import type { GatewayIntent, PaymentGateway } from '../payments/gateway';
import { log } from '../observability/log';
import { customersQuote } from './quote-access';
import { loadQuote, type QuoteRecord, type QuoteRow } from './quote-dto';
import { moveRequest, refusal } from './quote-moves';

/** What recording a deposit needs: the database, the gateway that says what was paid, the outbox, the shop's zone. */
export type DepositDeps = { db: Database; gateway: PaymentGateway; outbox: Outbox; timeZone: string };

const alreadyPaid = () => new ApiError(409, 'conflict', "This quote's deposit is already paid.");

/** Refuses an intent that does not pay this quote's deposit: unknown, for something else or another amount, or unpaid. */
export function checkIntentPaysDeposit(
  intent: GatewayIntent | undefined,
  quote: QuoteRow,
): asserts intent is GatewayIntent {
  if (!intent) throw new ApiError(422, 'invalid', 'That payment was not found.');
  if (intent.quoteId !== quote.id) throw new ApiError(422, 'invalid', 'That payment is not for this quote.');
  if (intent.amountCents !== quote.depositCents)
    throw new ApiError(422, 'invalid', "The payment amount does not match the quote's deposit.");
  if (intent.status !== 'succeeded') throw new ApiError(409, 'conflict', 'The payment has not succeeded.');
}

/** Refuses (409) a quote whose deposit cannot be paid: not accepted, paid already, or asking none. */
function checkPayable({ quote }: QuoteRecord) {
  if (quote.status === 'deposit_paid') throw alreadyPaid();
  if (quote.status !== 'accepted') throw refusal(quote.status, 'paid');
  if (quote.depositCents <= 0) throw new ApiError(409, 'conflict', 'This quote asks no deposit.');
}

/**
 * The card form's intent for the deposit of the caller's accepted quote: its amount is the quote's deposit
 * as stored, whatever the client says. The intent's id is kept on the quote. An intent opened before and paid
 * without being recorded (the page closed before its PATCH) is recorded now instead: a deposit is paid once.
 */
export async function openDepositIntent(
  { db, gateway, outbox, timeZone }: DepositDeps,
  quoteId: string,
  user: SessionUser,
) {
  const record = await customersQuote(db, timeZone, quoteId, user, 'pay');
  checkPayable(record);
  const { quote } = record;
  const earlier = quote.transactionId ? await gateway.retrieveIntent(quote.transactionId) : undefined;
  if (earlier?.status === 'succeeded' && earlier.quoteId === quote.id && earlier.amountCents === quote.depositCents) {
    await applyDeposit(db, outbox, record, earlier);
    throw alreadyPaid();
  }
  const intent = await gateway.createIntent({ quoteId: quote.id, amountCents: quote.depositCents });
  await db
    .update(quotes)
    .set({ transactionId: intent.id })
    .where(and(eq(quotes.id, quote.id), eq(quotes.status, 'accepted')));
  return intent;
}

/**
 * Marks the deposit paid by `intent` (already checked against the quote): the quote → deposit_paid, its
 * request → deposit_paid, and the receipt written, in one transaction. A deposit already recorded with this
 * intent answers the quote as it is: the webhook and the customer's PATCH record it once, with one receipt.
 */
export async function applyDeposit(db: Database, outbox: Outbox, record: QuoteRecord, intent: GatewayIntent) {
  if (record.quote.status === 'deposit_paid') {
    if (record.quote.transactionId === intent.id) return record;
    throw alreadyPaid();
  }
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(quotes)
      .set({ status: 'deposit_paid', depositPaidAt: new Date(), transactionId: intent.id })
      .where(and(eq(quotes.id, record.quote.id), eq(quotes.status, 'accepted')))
      .returning();
    if (!paid) {
      // Paid by this same intent a moment ago (the webhook and the PATCH at once): the same answer.
      const current = (await loadQuote(tx, record.quote.id))!;
      if (current.quote.status === 'deposit_paid' && current.quote.transactionId === intent.id) return current;
      throw current.quote.status === 'deposit_paid' ? alreadyPaid() : refusal(current.quote.status, 'paid');
    }
    const moved = await moveRequest(tx, record, paid, 'deposit_paid');
    await queueQuoteEmail.depositPaid(tx, outbox, moved);
    return moved;
  });
}

/** PATCH /quotes/:id/deposit: the caller's payment checked with the gateway, then recorded once. */
export async function recordDeposit(
  { db, gateway, outbox, timeZone }: DepositDeps,
  quoteId: string,
  user: SessionUser,
  transactionId: string,
) {
  const record = await customersQuote(db, timeZone, quoteId, user, 'pay');
  if (record.quote.status === 'deposit_paid' && record.quote.transactionId === transactionId) return record;
  checkPayable(record);
  const intent = await gateway.retrieveIntent(transactionId);
  checkIntentPaysDeposit(intent, record.quote);
  return applyDeposit(db, outbox, record, intent);
}

/** The Stripe webhook's word that a deposit's intent succeeded: recorded as the customer's PATCH would. */
export async function settleDepositIntent(
  db: Database,
  outbox: Outbox,
  quoteId: string,
  intent: GatewayIntent,
  eventId: string,
) {
  const record = await loadQuote(db, quoteId);
  if (!record) return;
  try {
    checkIntentPaysDeposit(intent, record.quote);
    await applyDeposit(db, outbox, record, intent);
  } catch (error) {
    // Acknowledged all the same: Stripe would only resend an event that can never pay this quote.
    if (!(error instanceof ApiError)) throw error;
    log.warn(`Stripe event ${eventId} not applied to quote ${record.quote.id}: ${error.message}`);
  }
}
