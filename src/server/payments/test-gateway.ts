import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { testGatewayRefunds, testPaymentIntents } from '../db/schema';
import { type GatewayIntent, GatewayRefusal, type PaymentGateway } from './gateway';

/** Stripe's test cards (https://docs.stripe.com/testing) and what each does here. */
export const testCards: Record<
  string,
  { succeeds: true } | { succeeds: false; code: string; declineCode?: string; message: string }
> = {
  '4242424242424242': { succeeds: true },
  '5555555555554444': { succeeds: true },
  '4000000000000002': {
    succeeds: false,
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    succeeds: false,
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': { succeeds: false, code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { succeeds: false, code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

const token = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string };
export type ConfirmResult =
  | { ok: true; intent: { id: string; status: 'succeeded'; amount: number } }
  | { ok: false; status: number; error: { type: string; code: string; decline_code?: string; message: string } };

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

/**
 * Stands in for Stripe when no keys are set: intents live in the database and are confirmed by Stripe's
 * test card numbers, so the whole payment journey runs offline with the same client and server code.
 */
export function createTestGateway(db: Database) {
  type Row = typeof testPaymentIntents.$inferSelect;
  const toIntent = (intent: Row): GatewayIntent => ({
    id: intent.id,
    // A refunded intent still reads as succeeded, as on Stripe: its charge is what was refunded.
    status: intent.status === 'refunded' ? 'succeeded' : intent.status,
    amountCents: intent.amountCents,
    currency: intent.currency,
    metadata: intent.metadata,
    clientSecret: intent.clientSecret,
  });
  const read = async (id: string) =>
    (await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0];

  const gateway: PaymentGateway = {
    mode: 'test',
    async createIntent({ amountCents, currency, metadata, idempotencyKey }) {
      const id = token('pi_test_');
      const clientSecret = `${id}_secret_${randomBytes(12).toString('hex')}`;
      await db
        .insert(testPaymentIntents)
        .values({ id, metadata, amountCents, currency, clientSecret, idempotencyKey })
        .onConflictDoNothing();
      // The key's first intent, this one or one made before (or a moment ago, by a call racing this one).
      const [first] = await db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.idempotencyKey, idempotencyKey));
      return { id: first!.id, clientSecret: first!.clientSecret };
    },
    async retrieveIntent(id) {
      const intent = await read(id);
      return intent && toIntent(intent);
    },
    async cancelIntent(id) {
      await db
        .update(testPaymentIntents)
        .set({ status: 'canceled' })
        .where(and(eq(testPaymentIntents.id, id), eq(testPaymentIntents.status, 'requires_payment_method')));
      return gateway.retrieveIntent(id);
    },
    async refund({ intentId, amountCents, idempotencyKey }) {
      return db.transaction(async (tx) => {
        const [intent] = await tx
          .select()
          .from(testPaymentIntents)
          .where(eq(testPaymentIntents.id, intentId))
          .for('update');
        const [made] = await tx
          .select()
          .from(testGatewayRefunds)
          .where(eq(testGatewayRefunds.idempotencyKey, idempotencyKey));
        if (made) return { refundId: made.id };
        if (intent?.status !== 'succeeded' && intent?.status !== 'refunded')
          throw new GatewayRefusal(
            intent ? `The payment ${intentId} was never paid.` : `No such payment: ${intentId}.`,
          );
        const [given] = await tx
          .select({ cents: sql<string>`coalesce(sum(${testGatewayRefunds.amountCents}), 0)` })
          .from(testGatewayRefunds)
          .where(eq(testGatewayRefunds.intentId, intentId));
        const left = intent.amountCents - Number(given?.cents ?? 0);
        if (amountCents <= 0 || amountCents > left)
          throw new GatewayRefusal(`The payment ${intentId} has ${left} cents left to refund, not ${amountCents}.`);
        const refundId = token('re_test_');
        await tx.insert(testGatewayRefunds).values({ id: refundId, intentId, amountCents, idempotencyKey });
        if (amountCents === left)
          await tx
            .update(testPaymentIntents)
            .set({ status: 'refunded', refundId })
            .where(eq(testPaymentIntents.id, intentId));
        return { refundId };
      });
    },
  };

  /** What Stripe.js's confirmCardPayment does against Stripe: charge the card, answer the intent or the card error. */
  async function confirm(clientSecret: string, card: CardDetails): Promise<ConfirmResult> {
    const [intent] = await db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.clientSecret, clientSecret));
    if (!intent)
      return {
        ok: false,
        status: 404,
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment intent.' },
      };
    if (intent.status === 'succeeded' || intent.status === 'refunded')
      return { ok: true, intent: { id: intent.id, status: 'succeeded', amount: intent.amountCents } };
    if (intent.status === 'canceled')
      return {
        ok: false,
        status: 400,
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message:
            'This payment was cancelled: what it pays for was paid another way, cancelled, or not paid in time. Please open its page again.',
        },
      };

    const number = card.number.replace(/\D/g, '');
    const now = new Date();
    const cardError = (code: string, message: string, declineCode?: string): ConfirmResult => ({
      ok: false,
      status: 402,
      error: { type: 'card_error', code, message, ...(declineCode ? { decline_code: declineCode } : {}) },
    });
    if (!luhnValid(number)) return cardError('incorrect_number', 'Your card number is incorrect.');
    const expiry = new Date(Date.UTC(card.expYear < 100 ? 2000 + card.expYear : card.expYear, card.expMonth, 1));
    if (!(card.expMonth >= 1 && card.expMonth <= 12) || expiry <= now)
      return cardError('invalid_expiry_year', "Your card's expiration date is invalid.");
    if (!/^\d{3,4}$/.test(card.cvc)) return cardError('incorrect_cvc', "Your card's security code is incomplete.");
    const outcome = testCards[number];
    if (!outcome)
      return cardError(
        'card_declined',
        'Your card was declined. In test mode, use a Stripe test card.',
        'test_mode_live_card',
      );
    if (!outcome.succeeds) return cardError(outcome.code, outcome.message, outcome.declineCode);

    await db.update(testPaymentIntents).set({ status: 'succeeded' }).where(eq(testPaymentIntents.id, intent.id));
    return { ok: true, intent: { id: intent.id, status: 'succeeded', amount: intent.amountCents } };
  }

  return { gateway, confirm };
}
