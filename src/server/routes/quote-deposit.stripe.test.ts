import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Quote } from '@/shared/answers/quotes';
import { payments, quotes } from '../db/schema';
import { jsonRequest, signedInUser } from '../test/app';
import { acceptedQuote, quoteEmails, requestState } from '../test/quotes';
import { succeededEvent, useStripeStandIn } from '../test/stripe-stand-in';

const stripeWorld = useStripeStandIn();

/** Stripe's word that the intent was paid, signed with the webhook's secret. */
const succeeded = (intentId: string, amount: number, quoteId: string) =>
  stripeWorld.sendWebhook(succeededEvent(intentId, amount, { quoteId }));

async function depositIntent() {
  const admin = await signedInUser(stripeWorld.database, { role: 'admin' });
  const customer = await signedInUser(stripeWorld.database);
  const quote = await acceptedQuote(stripeWorld.app, stripeWorld.database.db, { admin, customer });
  const response = await stripeWorld.app.request(
    '/api/create-payment-intent',
    jsonRequest('POST', { quoteId: quote._id, amount: 1 }, customer.auth),
  );
  expect(response.status).toBe(200);
  const intent = [...stripeWorld.standIn.intents.values()].find((each) => each.metadata.quoteId === quote._id)!;
  return { quote, customer, intent };
}

describe('a quote deposit paid on Stripe', () => {
  it("creates the intent for the quote's deposit, named in its metadata, with a key per quote and intent", async () => {
    const { quote, intent } = await depositIntent();
    expect(intent).toMatchObject({ amount: 37_037, metadata: { quoteId: quote._id } });
    const created = stripeWorld.standIn.requests.filter(
      (request) => request.path === '/v1/payment_intents' && request.form.get('metadata[quoteId]') === quote._id,
    );
    expect(created[0]?.headers['idempotency-key']).toBe(`deposit-${quote._id}-1`);
  });

  it('is recorded once, with one receipt, when both the webhook and the customer record it', async () => {
    const { quote, customer, intent } = await depositIntent();
    intent.status = 'succeeded';
    expect((await succeeded(intent.id, 37_037, quote._id)).status).toBe(200);
    expect((await succeeded(intent.id, 37_037, quote._id)).status).toBe(200);
    const response = await stripeWorld.app.request(
      `/api/quotes/${quote._id}/deposit`,
      jsonRequest('PATCH', { transactionId: intent.id }, customer.auth),
    );
    expect(response.status).toBe(200);
    expect((await response.json()) as Quote).toMatchObject({ status: 'deposit_paid', transactionId: intent.id });
    expect(await requestState(stripeWorld.database.db, quote.requestId)).toBe('deposit_paid');
    expect(await quoteEmails(stripeWorld.database.db, 'quote-deposit-paid', quote._id)).toHaveLength(1);
  });

  it('refunds a payment whose amount is not the deposit, and leaves the quote accepted', async () => {
    const { quote, intent } = await depositIntent();
    Object.assign(intent, { amount: 100, status: 'succeeded' });
    expect((await succeeded(intent.id, 100, quote._id)).status).toBe(200);
    const [stored] = await stripeWorld.database.db.select().from(quotes).where(eq(quotes.id, quote._id));
    expect(stored?.status).toBe('accepted');
    expect(await quoteEmails(stripeWorld.database.db, 'quote-deposit-paid', quote._id)).toEqual([]);
    expect(stripeWorld.standIn.refundsOf(intent.id)[0]).toMatchObject({ amount: 100 });
    const ledger = await stripeWorld.database.db.select().from(payments).where(eq(payments.intentId, intent.id));
    expect(ledger.map(({ type, amountCents, status }) => [type, amountCents, status]).sort()).toEqual([
      ['charge', 100, 'succeeded'],
      ['refund', 100, 'succeeded'],
    ]);
  });
});
