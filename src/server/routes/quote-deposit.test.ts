import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Quote } from '@/shared/answers/quotes';
import type { DatabaseHandle } from '../db/client';
import { paymentIntents, quotes, testPaymentIntents } from '../db/schema';
import { jsonRequest, placedOrder, type TestApp } from '../test/app';
import { createTool } from '../test/factories';
import { acceptedQuote, quoteEmails, requestState } from '../test/quotes';
import { type Person, useTestAppWithPeople } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp, admin: Person, customer: Person;
useTestAppWithPeople((opened) => ({ database, app, admin, customer } = opened), { name: 'Ada Lovelace' });

const futureCard = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };

/** The card form's intent, asked for as the client does, with an amount of its own that must be ignored. */
const openIntent = (quoteId: string, auth = customer.auth) =>
  app.request('/api/create-payment-intent', jsonRequest('POST', { quoteId, amount: 1, totalPrice: 0.5 }, auth));

/** Opens the deposit's intent and pays it with 4242 4242 4242 4242, as the payment page does. */
async function paidIntent(quoteId: string) {
  const { clientSecret } = (await (await openIntent(quoteId)).json()) as { clientSecret: string };
  const confirmed = await app.request(
    '/api/test-gateway/confirm',
    jsonRequest('POST', { clientSecret, card: futureCard }),
  );
  return ((await confirmed.json()) as { paymentIntent: { id: string; amount: number } }).paymentIntent;
}

const recordDeposit = async (quoteId: string, transactionId: string) => {
  const response = await app.request(
    `/api/quotes/${quoteId}/deposit`,
    jsonRequest('PATCH', { transactionId }, customer.auth),
  );
  return { status: response.status, body: (await response.json()) as Quote & { error?: { message: string } } };
};

const accepted = (overrides = {}) => acceptedQuote(app, database.db, { admin, customer }, overrides);

describe('the deposit of an accepted quote', () => {
  it('is charged for the amount in the database: $1,234.56 at 30% is an intent of 37,037 cents', async () => {
    const quote = await accepted();
    expect(quote).toMatchObject({ total: 1234.56, deposit: 370.37 });
    const intent = await paidIntent(quote._id);
    expect(intent.amount).toBe(37_037);
    const [stored] = await database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intent.id));
    expect(stored).toMatchObject({ metadata: { quoteId: quote._id }, amountCents: 37_037 });
  });

  it('opens one intent however often the payment page opens, and keeps it as the open intent of the deposit', async () => {
    const quote = await accepted();
    const first = (await (await openIntent(quote._id)).json()) as { clientSecret: string };
    const again = (await (await openIntent(quote._id)).json()) as { clientSecret: string };
    expect(again.clientSecret).toBe(first.clientSecret);
    const opened = await database.db.select().from(paymentIntents).where(eq(paymentIntents.quoteId, quote._id));
    expect(opened).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        amountCents: 37_037,
        status: 'open',
        id: first.clientSecret.split('_secret_')[0],
      }),
    ]);
    // Not yet paid: the quote names no payment.
    const [stored] = await database.db.select().from(quotes).where(eq(quotes.id, quote._id));
    expect(stored!.transactionId).toBeNull();
  });

  it('is recorded once: the quote and its request are deposit paid, with one receipt, however often PATCHed', async () => {
    const quote = await accepted();
    const intent = await paidIntent(quote._id);
    const first = await recordDeposit(quote._id, intent.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'deposit_paid',
      depositPaidAt: expect.any(String),
      transactionId: intent.id,
    });
    const again = await recordDeposit(quote._id, intent.id);
    expect(again).toEqual(first);
    expect(await requestState(database.db, quote.requestId)).toBe('deposit_paid');
    const receipts = await quoteEmails(database.db, 'quote-deposit-paid', quote._id);
    expect(receipts).toEqual([
      expect.objectContaining({
        toAddress: customer.user.email,
        data: expect.objectContaining({ depositCents: 37_037, transactionId: intent.id }),
      }),
    ]);
    // Paid: no second intent.
    expect((await openIntent(quote._id)).status).toBe(409);
  });

  it('records a deposit paid but never PATCHed when the payment page opens again, instead of a second intent', async () => {
    const quote = await accepted();
    const intent = await paidIntent(quote._id);
    const reopened = await openIntent(quote._id);
    expect(reopened.status).toBe(409);
    expect(((await reopened.json()) as { error: { message: string } }).error.message).toBe(
      "This quote's deposit is already paid.",
    );
    const [stored] = await database.db.select().from(quotes).where(eq(quotes.id, quote._id));
    expect(stored).toMatchObject({ status: 'deposit_paid', transactionId: intent.id });
    expect(await quoteEmails(database.db, 'quote-deposit-paid', quote._id)).toHaveLength(1);
    expect((await recordDeposit(quote._id, intent.id)).status).toBe(200);
  });

  it('records one deposit when two PATCHes race', async () => {
    const quote = await accepted();
    const intent = await paidIntent(quote._id);
    const answers = await Promise.all([recordDeposit(quote._id, intent.id), recordDeposit(quote._id, intent.id)]);
    expect(answers.map(({ status }) => status)).toEqual([200, 200]);
    expect(await quoteEmails(database.db, 'quote-deposit-paid', quote._id)).toHaveLength(1);
  });

  it('refuses an intent that is unpaid, unknown, for another quote or for an order', async () => {
    const quote = await accepted();
    const other = await accepted();
    const { clientSecret } = (await (await openIntent(quote._id)).json()) as { clientSecret: string };
    const unpaid = clientSecret.split('_secret_')[0]!;
    expect((await recordDeposit(quote._id, unpaid)).status).toBe(409);
    expect((await recordDeposit(quote._id, 'pi_test_unknown123')).status).toBe(422);
    const othersIntent = await paidIntent(other._id);
    expect((await recordDeposit(quote._id, othersIntent.id)).body.error?.message).toBe(
      'That payment is not for this quote.',
    );
    const tool = await createTool(database.db, { priceCents: 37_037 });
    const order = await placedOrder(app, customer.auth, tool.id);
    const orderIntent = (await (
      await app.request('/api/create-payment-intent', jsonRequest('POST', { orderId: order._id }, customer.auth))
    ).json()) as { clientSecret: string };
    await app.request(
      '/api/test-gateway/confirm',
      jsonRequest('POST', { clientSecret: orderIntent.clientSecret, card: futureCard }),
    );
    const orderIntentId = orderIntent.clientSecret.split('_secret_')[0]!;
    expect((await recordDeposit(quote._id, orderIntentId)).status).toBe(422);
    expect((await database.db.select().from(quotes).where(eq(quotes.id, quote._id)))[0]?.status).toBe('accepted');
  });

  it('asks nothing of a quote with a 0% deposit: it stays accepted', async () => {
    const quote = await accepted({ depositPercent: 0 });
    expect(quote.deposit).toBe(0);
    const response = await openIntent(quote._id);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'This quote asks no deposit.',
    );
  });

  it('refuses a body that names both an order and a quote, or neither', async () => {
    const quote = await accepted();
    const both = { orderId: crypto.randomUUID(), quoteId: quote._id };
    expect((await app.request('/api/create-payment-intent', jsonRequest('POST', both, customer.auth))).status).toBe(
      422,
    );
    expect((await app.request('/api/create-payment-intent', jsonRequest('POST', {}, customer.auth))).status).toBe(422);
  });
});
