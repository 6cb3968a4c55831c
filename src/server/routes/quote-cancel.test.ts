import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@/shared/answers/error';
import type { Quote } from '@/shared/answers/quotes';
import type { DatabaseHandle } from '../db/client';
import { payments, quotes } from '../db/schema';
import { createTestGateway } from '../payments/test-gateway';
import { createTestApp, jsonRequest, type TestApp, testMoney } from '../test/app';
import { acceptedQuote, depositPaidAtGateway, quoteBody, quoteCalls, quoteEmails, requestState } from '../test/quotes';
import { type Person, useTestAppWithPeople } from '../test/use-test-app';
import { moneyWorld, testCard } from '../test/money';

let database: DatabaseHandle, app: TestApp, admin: Person, customer: Person;
useTestAppWithPeople((opened) => ({ database, app, admin, customer } = opened), { name: 'Ada Lovelace' });

const cancel = async (quoteId: string, target = app) => {
  const response = await target.request(`/api/quotes/${quoteId}/cancel`, { method: 'POST', headers: admin.auth });
  return { status: response.status, body: (await response.json()) as Quote & Partial<ApiErrorBody> };
};
const { intentStatus, ledger, ledgerOfIntent } = moneyWorld(() => ({ database, app }));
const ledgerOf = (quoteId: string) =>
  ledger(eq(payments.quoteId, quoteId), 'kind', 'type', 'amountCents', 'status', 'causedBy');

async function paidDeposit() {
  const { quote, intentId } = await depositPaidAtGateway(app, database.db, { admin, customer });
  const recorded = await app.request(
    `/api/quotes/${quote._id}/deposit`,
    jsonRequest('PATCH', { transactionId: intentId }, customer.auth),
  );
  expect(recorded.status).toBe(200);
  return { quote, intentId };
}

describe('POST /api/quotes/:id/cancel', () => {
  it('cancels a quote whose deposit was paid: the deposit refunded and in the ledger, the customer emailed', async () => {
    const { quote, intentId } = await paidDeposit();
    const { status, body } = await cancel(quote._id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String), transactionId: intentId });
    expect(await requestState(database.db, quote.requestId)).toBe('cancelled');
    expect(await intentStatus(intentId)).toBe('refunded');
    expect(await ledgerOf(quote._id)).toEqual([
      { kind: 'deposit', type: 'charge', amountCents: 37_037, status: 'succeeded', causedBy: customer.user.id },
      { kind: 'deposit', type: 'refund', amountCents: 37_037, status: 'succeeded', causedBy: admin.user.id },
    ]);
    expect(await quoteEmails(database.db, 'quote-cancelled', quote._id)).toEqual([
      expect.objectContaining({
        toAddress: customer.user.email,
        data: expect.objectContaining({ refundedCents: 37_037 }),
      }),
    ]);
    // Its customer reads it as cancelled; the request may have a new quote.
    expect((await quoteCalls(app).read(customer.auth, quote._id)).body.status).toBe('cancelled');
    expect((await quoteCalls(app).create(admin.auth, quoteBody(quote.requestId))).status).toBe(201);
  });

  it('cancels an accepted quote whose deposit is unpaid: its open card form closed, nothing in the ledger', async () => {
    const quote = await acceptedQuote(app, database.db, { admin, customer });
    const opened = await app.request(
      '/api/create-payment-intent',
      jsonRequest('POST', { quoteId: quote._id }, customer.auth),
    );
    const { clientSecret } = (await opened.json()) as { clientSecret: string };
    expect((await cancel(quote._id)).status).toBe(200);
    expect(await intentStatus(clientSecret.split('_secret_')[0]!)).toBe('canceled');
    expect(
      (await app.request('/api/test-gateway/confirm', jsonRequest('POST', { clientSecret, card: testCard }))).status,
    ).toBe(400);
    expect(await ledgerOf(quote._id)).toEqual([]);
    expect(await quoteEmails(database.db, 'quote-cancelled', quote._id)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ refundedCents: null }) }),
    ]);
    // The deposit can no longer be paid.
    const again = await app.request(
      '/api/create-payment-intent',
      jsonRequest('POST', { quoteId: quote._id }, customer.auth),
    );
    expect(again.status).toBe(409);
  });

  it('refunds a deposit paid at the gateway but never recorded when the quote is cancelled', async () => {
    const { quote, intentId } = await depositPaidAtGateway(app, database.db, { admin, customer });
    expect((await cancel(quote._id)).status).toBe(200);
    expect(await intentStatus(intentId)).toBe('refunded');
    const [stored] = await database.db.select().from(quotes).where(eq(quotes.id, quote._id));
    expect(stored).toMatchObject({ status: 'cancelled', depositPaidAt: null });
    expect((await ledgerOf(quote._id)).map(({ type, status }) => [type, status])).toEqual([
      ['charge', 'succeeded'],
      ['refund', 'succeeded'],
    ]);
    // The customer's page, told of the payment after, hears it was refunded.
    const told = await app.request(
      `/api/quotes/${quote._id}/deposit`,
      jsonRequest('PATCH', { transactionId: intentId }, customer.auth),
    );
    expect(told.status).toBe(409);
    expect(((await told.json()) as ApiErrorBody).error).toMatchObject({
      code: 'payment_refunded',
      message: expect.stringContaining('Your payment of $370.37 was refunded at once'),
    });
  });

  it('cancels the quote when the gateway cannot be reached, its deposit’s refund pending until the sweep completes it', async () => {
    const { quote, intentId } = await paidDeposit();
    const local = createTestGateway(database.db);
    const unreachable = createTestApp(database, {
      payments: {
        gateway: { ...local.gateway, refund: () => Promise.reject(new Error('socket hang up')) },
        confirmTestPayment: local.confirm,
      },
    });
    const { status } = await cancel(quote._id, unreachable);
    expect(status).toBe(200);
    const [stored] = await database.db.select().from(quotes).where(eq(quotes.id, quote._id));
    expect(stored!.status).toBe('cancelled');
    expect(await intentStatus(intentId)).toBe('succeeded');
    expect(await quoteEmails(database.db, 'quote-cancelled', quote._id)).toHaveLength(1);
    expect((await ledgerOfIntent(intentId)).map(({ type, status }) => `${type} ${status}`)).toEqual([
      'charge succeeded',
      'refund pending',
    ]);
    expect((await cancel(quote._id)).status).toBe(409);
    await testMoney(database).sweep();
    expect(await intentStatus(intentId)).toBe('refunded');
  });

  it('refuses a quote that was never accepted, and one cancelled already, with 409', async () => {
    const calls = quoteCalls(app);
    const quote = await acceptedQuote(app, database.db, { admin, customer });
    expect((await cancel(quote._id)).status).toBe(200);
    const again = await cancel(quote._id);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('This quote cannot be cancelled: it was cancelled by the shop.');
    const { body: draft } = await calls.create(admin.auth, quoteBody(quote.requestId));
    expect((await cancel(draft._id)).body.error?.message).toBe('This quote cannot be cancelled: it is still a draft.');
  });
});
