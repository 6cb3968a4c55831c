import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@/shared/answers/orders';
import type { DatabaseHandle } from '../db/client';
import { orders, payments, testPaymentIntents, tools } from '../db/schema';
import { expireOrders } from '../expiry/order-holds';
import { jsonRequest, placedOrder, signedInUser, testMoney, testMailQueue, type TestApp } from '../test/app';
import { createTool, stockOf } from '../test/factories';
import { useTestApp } from '../test/use-test-app';
import { testCard } from '../test/money';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

/** An order of 4 of a tool with 10 in stock, its payment form open, then its hold run out and expired. */
async function expiredWithOpenForm() {
  const tool = await createTool(database.db, { availableQuantity: 10, priceCents: 1000 });
  const { auth } = await signedInUser(database);
  const order = await placedOrder(app, auth, tool.id, 4);
  const opened = await app.request('/api/create-payment-intent', jsonRequest('POST', { orderId: order._id }, auth));
  const { clientSecret } = (await opened.json()) as { clientSecret: string };
  await database.db
    .update(orders)
    .set({ reservedUntil: sql`now() - interval '1 second'` })
    .where(eq(orders.id, order._id));
  // The expiry job ran: its stock is back on the shelf.
  expect(await expireOrders(database.db, testMailQueue)).toBe(1);
  const read = (await (await app.request(`/api/order/${order._id}`, { headers: auth })).json()) as Order;
  expect(read.status).toBe('expired');
  expect(await stockOf(database.db, tool.id)).toBe(10);
  return { tool, auth, order, clientSecret, intentId: clientSecret.split('_secret_')[0]! };
}

const pay = (clientSecret: string) =>
  app.request('/api/test-gateway/confirm', jsonRequest('POST', { clientSecret, card: testCard }));
const record = (auth: Record<string, string>, orderId: string, transactionId: string) =>
  app.request(`/api/payments/${orderId}`, jsonRequest('PATCH', { transactionId }, auth));
const orderRow = async (id: string) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const intentRow = async (id: string) =>
  (await database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0]!;

describe('an expired order and its payment', () => {
  it('has its open payment cancelled at the gateway: its card form can no longer pay', async () => {
    const { clientSecret, intentId, order } = await expiredWithOpenForm();
    expect((await testMoney(database).sweep()).closed).toBeGreaterThan(0);
    expect((await intentRow(intentId)).status).toBe('canceled');
    const late = await pay(clientSecret);
    expect(late.status).toBe(400);
    expect(((await late.json()) as { error: { message: string } }).error.message).toContain('not paid in time');
    expect(await orderRow(order._id)).toMatchObject({ status: 'expired', paid: false, transactionId: null });
  });

  it('paid late, takes its stock back when it is still there: pending and paid, never paid and expired', async () => {
    const { auth, order, clientSecret, intentId, tool } = await expiredWithOpenForm();
    expect((await pay(clientSecret)).status).toBe(200);
    const response = await record(auth, order._id, intentId);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'pending', paid: true, transactionId: intentId });
    expect(await stockOf(database.db, tool.id)).toBe(6);
    expect((await record(auth, order._id, intentId)).status).toBe(200);
    expect(await stockOf(database.db, tool.id)).toBe(6);
  });

  it('paid late after its stock was sold, is refunded at once and says so', async () => {
    const { auth, order, clientSecret, intentId, tool } = await expiredWithOpenForm();
    await database.db.update(tools).set({ availableQuantity: 3 }).where(eq(tools.id, tool.id));
    expect((await pay(clientSecret)).status).toBe(200);
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await record(auth, order._id, intentId);
      expect(response.status).toBe(409);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('payment_refunded');
      expect(error.message).toContain('$40.00 was refunded');
    }
    expect(await orderRow(order._id)).toMatchObject({ status: 'refunded', paid: true, transactionId: intentId });
    expect((await intentRow(intentId)).status).toBe('refunded');
    expect(await stockOf(database.db, tool.id)).toBe(3);
    // Its charge and its refund, each once, however often it was told.
    const ledger = await database.db.select().from(payments).where(eq(payments.orderId, order._id));
    const rows = ledger.map(({ type, amountCents, status }) => ({ type, amountCents, status }));
    expect(rows.sort((a, b) => a.type.localeCompare(b.type))).toEqual([
      { type: 'charge', amountCents: 4000, status: 'succeeded' },
      { type: 'refund', amountCents: 4000, status: 'succeeded' },
    ]);
    const read = (await (await app.request(`/api/order/${order._id}`, { headers: auth })).json()) as Order;
    expect(read.status).toBe('refunded');
  });

  it('paid late and never recorded by its customer, is settled by the sweep', async () => {
    const { order, clientSecret, intentId, tool } = await expiredWithOpenForm();
    expect((await pay(clientSecret)).status).toBe(200);
    await testMoney(database).sweep();
    expect(await orderRow(order._id)).toMatchObject({ status: 'pending', paid: true, transactionId: intentId });
    expect(await stockOf(database.db, tool.id)).toBe(6);
  });
});

describe('an order its customer cancels with its payment form open', () => {
  it('has its intent cancelled at the gateway, so the form can no longer charge for an order that is gone', async () => {
    const tool = await createTool(database.db, { availableQuantity: 10, priceCents: 1000 });
    const { auth } = await signedInUser(database);
    const order = await placedOrder(app, auth, tool.id, 2);
    const opened = await app.request('/api/create-payment-intent', jsonRequest('POST', { orderId: order._id }, auth));
    const { clientSecret } = (await opened.json()) as { clientSecret: string };
    expect((await app.request(`/api/orders/${order._id}`, { method: 'DELETE', headers: auth })).status).toBe(200);
    expect((await intentRow(clientSecret.split('_secret_')[0]!)).status).toBe('canceled');
    expect((await pay(clientSecret)).status).toBe(400);
    expect(await stockOf(database.db, tool.id)).toBe(10);
  });
});
