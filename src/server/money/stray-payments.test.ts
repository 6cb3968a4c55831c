import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@/shared/answers/error';
import type { DatabaseHandle } from '../db/client';
import { orders, payments, quotes, testPaymentIntents } from '../db/schema';
import { GatewayRefusal, type PaymentGateway } from '../payments/gateway';
import { shopMoney } from '../shop-money';
import { jsonRequest, signedInUser, testMoney, testMailQueue, testShopTimeZone, type TestApp } from '../test/app';
import { intentOf, moneyWorld } from '../test/money';
import { acceptedQuote } from '../test/quotes';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

const { gateway, intentRow, ledgerOfIntent, pay, openForm, olderTab, unpaidOrder } = moneyWorld(() => ({
  database,
  app,
}));

/** An order paid from two tabs, its customer recording the first payment; answers the second tab's form. */
async function strayPayment() {
  const { customer, order } = await unpaidOrder();
  const paid = await olderTab({ orderId: order._id }, 5000);
  const stray = await olderTab({ orderId: order._id }, 5000);
  await pay(paid.clientSecret);
  await pay(stray.clientSecret);
  await app.request(`/api/payments/${order._id}`, jsonRequest('PATCH', { transactionId: paid.id }, customer.auth));
  return stray;
}

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
    const stray = await strayPayment();
    const down: PaymentGateway = { ...gateway(), refund: () => Promise.reject(new Error('read ECONNRESET')) };
    const settled = await shopMoney(database.db, down, testMailQueue, testShopTimeZone).settle(
      (await gateway().retrieveIntent(stray.id))!,
    );
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
    const stray = await strayPayment();
    const refusing: PaymentGateway = {
      ...gateway(),
      refund: () => Promise.reject(new GatewayRefusal('This charge is disputed.')),
    };
    const settled = await shopMoney(database.db, refusing, testMailQueue, testShopTimeZone).settle(
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
