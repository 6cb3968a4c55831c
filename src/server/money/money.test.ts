import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, Order } from '@/shared/api-types';
import type { DatabaseHandle } from '../db/client';
import { orders, paymentIntents, payments, quotes, testPaymentIntents } from '../db/schema';
import { GatewayRefusal, type PaymentGateway } from '../payments/gateway';
import { createTestGateway } from '../payments/test-gateway';
import { shopMoney } from '../shop-money';
import { jsonRequest, placedOrder, signedInUser, testMoney, testOutbox, type TestApp } from '../test/app';
import { createTool } from '../test/factories';
import { acceptedQuote } from '../test/quotes';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
const gateway = () => createTestGateway(database.db).gateway;
const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;
const intentRow = async (id: string) =>
  (await database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0]!;
const ledgerOfIntent = async (id: string) =>
  (await database.db.select().from(payments).where(eq(payments.intentId, id)))
    .map(({ type, status, reason }) => ({ type, status, reason }))
    .sort((a, b) => a.type.localeCompare(b.type));
const pay = (clientSecret: string) =>
  app.request('/api/test-gateway/confirm', jsonRequest('POST', { clientSecret, card }));
const openForm = async (auth: Record<string, string>, body: object) =>
  (
    (await (await app.request('/api/create-payment-intent', jsonRequest('POST', body, auth))).json()) as {
      clientSecret: string;
    }
  ).clientSecret;

/**
 * A payable intent for the thing, opened the way the shop did before it kept one per thing (a tab whose page
 * was opened a day before, once the gateway forgot its idempotency key), `hoursAgo`.
 */
async function olderTab(metadata: Record<string, string>, amountCents: number, hoursAgo = 1) {
  const made = await gateway().createIntent({
    amountCents,
    currency: 'usd',
    metadata,
    idempotencyKey: `older-tab-${crypto.randomUUID()}`,
  });
  const kind = 'orderId' in metadata ? 'order' : 'deposit';
  await database.db.insert(paymentIntents).values({
    id: made.id,
    kind,
    orderId: metadata.orderId ?? null,
    quoteId: metadata.quoteId ?? null,
    amountCents,
    createdAt: sql`now() - make_interval(hours => ${hoursAgo})`,
  });
  return made;
}

async function unpaidOrder() {
  const tool = await createTool(database.db, { priceCents: 2500, availableQuantity: 10 });
  const customer = await signedInUser(database);
  return { customer, order: await placedOrder(app, customer.auth, tool.id, 2) };
}

describe('one payable intent per thing', () => {
  it('keeps the newest open intent and closes the earlier one, so an old tab can no longer charge', async () => {
    const { customer, order } = await unpaidOrder();
    const older = await olderTab({ orderId: order._id }, 5000, 25);
    const newer = await olderTab({ orderId: order._id }, 5000, 1);
    const current = await openForm(customer.auth, { orderId: order._id });
    expect(current).toBe(newer.clientSecret);
    expect(await openForm(customer.auth, { orderId: order._id })).toBe(current);
    expect((await intentRow(older.id)).status).toBe('canceled');
    expect((await pay(older.clientSecret)).status).toBe(400);
    const open = await database.db.select().from(paymentIntents).where(eq(paymentIntents.orderId, order._id));
    expect(open.map(({ id, status }) => [id, status]).sort()).toEqual(
      [
        [older.id, 'closed'],
        [intentOf(current), 'open'],
      ].sort(),
    );
  });

  it('opens a new intent, with a new idempotency key, when the open one can no longer be paid', async () => {
    const { customer, order } = await unpaidOrder();
    const first = intentOf(await openForm(customer.auth, { orderId: order._id }));
    expect((await intentRow(first)).idempotencyKey).toBe(`order-${order._id}-1`);
    await gateway().cancelIntent(first);
    const second = intentOf(await openForm(customer.auth, { orderId: order._id }));
    expect(second).not.toBe(first);
    expect((await intentRow(second)).idempotencyKey).toBe(`order-${order._id}-2`);
  });

  it('opens one intent when two payment pages open at the same moment', async () => {
    const { customer, order } = await unpaidOrder();
    const secrets = await Promise.all([1, 2, 3].map(() => openForm(customer.auth, { orderId: order._id })));
    expect(new Set(secrets).size).toBe(1);
    expect(
      await database.db.$count(testPaymentIntents, sql`${testPaymentIntents.metadata}->>'orderId' = ${order._id}`),
    ).toBe(1);
  });
});

describe('no money kept by mistake', () => {
  it('refunds an order paid twice, from two tabs: the first payment pays it, the second goes back', async () => {
    const { customer, order } = await unpaidOrder();
    const older = await olderTab({ orderId: order._id }, 5000);
    expect((await pay(older.clientSecret)).status).toBe(200);
    // The old tab's payment is found, and recorded, when the payment page opens again.
    const reopened = await app.request(
      '/api/create-payment-intent',
      jsonRequest('POST', { orderId: order._id }, customer.auth),
    );
    expect(reopened.status).toBe(409);
    const second = await olderTab({ orderId: order._id }, 5000);
    expect((await pay(second.clientSecret)).status).toBe(200);
    const told = await app.request(
      `/api/payments/${order._id}`,
      jsonRequest('PATCH', { transactionId: second.id }, customer.auth),
    );
    expect(told.status).toBe(409);
    expect(((await told.json()) as ApiErrorBody).error).toEqual({
      code: 'payment_refunded',
      message:
        'This order was already paid. Your payment of $50.00 was refunded at once: it goes back to your card within a few days.',
    });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ paid: true, transactionId: older.id });
    expect((await intentRow(second.id)).status).toBe('refunded');
    expect(await ledgerOfIntent(older.id)).toEqual([{ type: 'charge', status: 'succeeded', reason: null }]);
    expect(await ledgerOfIntent(second.id)).toEqual([
      { type: 'charge', status: 'succeeded', reason: null },
      { type: 'refund', status: 'succeeded', reason: 'This order was already paid.' },
    ]);
  });

  it('refunds a deposit paid twice, and keeps the quote paid by the first', async () => {
    const [admin, customer] = [await signedInUser(database, { role: 'admin' }), await signedInUser(database)];
    const quote = await acceptedQuote(app, database.db, { admin, customer });
    const first = await openForm(customer.auth, { quoteId: quote._id });
    const older = await olderTab({ quoteId: quote._id }, 37_037);
    await pay(first);
    await pay(older.clientSecret);
    const record = (transactionId: string) =>
      app.request(`/api/quotes/${quote._id}/deposit`, jsonRequest('PATCH', { transactionId }, customer.auth));
    expect((await record(intentOf(first))).status).toBe(200);
    const second = await record(older.id);
    expect(second.status).toBe(409);
    expect(((await second.json()) as ApiErrorBody).error.message).toBe(
      "This quote's deposit was already paid. Your payment of $370.37 was refunded at once: it goes back to your card within a few days.",
    );
    const [stored] = await database.db.select().from(quotes).where(eq(quotes.id, quote._id));
    expect(stored).toMatchObject({ status: 'deposit_paid', transactionId: intentOf(first) });
    expect((await intentRow(older.id)).status).toBe('refunded');
    expect((await ledgerOfIntent(older.id)).map(({ type }) => type)).toEqual(['charge', 'refund']);
  });

  it('keeps a refund the gateway did not confirm pending, and the money sweep completes it', async () => {
    const { customer, order } = await unpaidOrder();
    const paid = await olderTab({ orderId: order._id }, 5000);
    const stray = await olderTab({ orderId: order._id }, 5000);
    await pay(paid.clientSecret);
    await pay(stray.clientSecret);
    await app.request(`/api/payments/${order._id}`, jsonRequest('PATCH', { transactionId: paid.id }, customer.auth));
    const down: PaymentGateway = { ...gateway(), refundIntent: () => Promise.reject(new Error('read ECONNRESET')) };
    const settled = await shopMoney(database.db, down, testOutbox).settle((await gateway().retrieveIntent(stray.id))!);
    expect(settled).toMatchObject({ paid: false, refund: 'pending', amountCents: 5000 });
    expect(await ledgerOfIntent(stray.id)).toEqual([
      { type: 'charge', status: 'succeeded', reason: null },
      { type: 'refund', status: 'pending', reason: 'This order was already paid.' },
    ]);
    expect((await intentRow(stray.id)).status).toBe('succeeded');

    expect((await testMoney(database).sweep()).refunds).toBeGreaterThanOrEqual(1);
    expect((await intentRow(stray.id)).status).toBe('refunded');
    const [refund] = await database.db.select().from(payments).where(eq(payments.intentId, stray.id));
    expect(refund).toBeDefined();
    expect((await ledgerOfIntent(stray.id))[1]).toMatchObject({ status: 'succeeded' });
    expect(
      (await database.db.select().from(payments).where(eq(payments.type, 'refund'))).find(
        (row) => row.intentId === stray.id,
      )?.refundId,
    ).toBe((await intentRow(stray.id)).refundId);
  });

  it('marks failed a refund the gateway refuses outright, for a person to look at', async () => {
    const { customer, order } = await unpaidOrder();
    const paid = await olderTab({ orderId: order._id }, 5000);
    const stray = await olderTab({ orderId: order._id }, 5000);
    await pay(paid.clientSecret);
    await pay(stray.clientSecret);
    await app.request(`/api/payments/${order._id}`, jsonRequest('PATCH', { transactionId: paid.id }, customer.auth));
    const refusing: PaymentGateway = {
      ...gateway(),
      refundIntent: () => Promise.reject(new GatewayRefusal('This charge is disputed.')),
    };
    const settled = await shopMoney(database.db, refusing, testOutbox).settle(
      (await gateway().retrieveIntent(stray.id))!,
    );
    expect(settled).toMatchObject({ paid: false, refund: 'failed' });
    expect((await ledgerOfIntent(stray.id))[1]).toEqual({
      type: 'refund',
      status: 'failed',
      reason: 'This order was already paid. The gateway refused: This charge is disputed.',
    });
    // The sweep asks again only for pending refunds.
    await testMoney(database).sweep();
    expect((await intentRow(stray.id)).status).toBe('succeeded');
  });

  it('leaves alone a payment that names nothing of the shop’s', async () => {
    const foreign = await gateway().createIntent({
      amountCents: 700,
      currency: 'usd',
      metadata: { orderId: crypto.randomUUID() },
      idempotencyKey: `foreign-${crypto.randomUUID()}`,
    });
    await database.db
      .update(testPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(testPaymentIntents.id, foreign.id));
    expect(await testMoney(database).settle((await gateway().retrieveIntent(foreign.id))!)).toBeUndefined();
    expect(await ledgerOfIntent(foreign.id)).toEqual([]);
    expect((await intentRow(foreign.id)).status).toBe('succeeded');
  });
});

describe('the money sweep', () => {
  it('closes the open intents of expired orders and leaves those of orders still held', async () => {
    const held = await unpaidOrder();
    const expired = await unpaidOrder();
    const heldIntent = intentOf(await openForm(held.customer.auth, { orderId: held.order._id }));
    const expiredIntent = intentOf(await openForm(expired.customer.auth, { orderId: expired.order._id }));
    await database.db
      .update(orders)
      .set({ reservedUntil: sql`now() - interval '1 second'` })
      .where(eq(orders.id, expired.order._id));
    await app.request(`/api/order/${expired.order._id}`, { headers: expired.customer.auth });
    await testMoney(database).sweep();
    expect((await intentRow(expiredIntent)).status).toBe('canceled');
    expect((await intentRow(heldIntent)).status).toBe('requires_payment_method');
    const read = (await (
      await app.request(`/api/order/${held.order._id}`, { headers: held.customer.auth })
    ).json()) as Order;
    expect(read.status).toBe('pending');
  });
});
