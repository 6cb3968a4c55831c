import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@/shared/answers/orders';
import type { DatabaseHandle } from '../db/client';
import { orders, paymentIntents, testPaymentIntents } from '../db/schema';
import { expireOrders } from '../expiry/order-holds';
import { type TestApp, testMoney, testMailQueue } from '../test/app';
import { intentOf, moneyWorld } from '../test/money';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

const { gateway, intentRow, pay, openForm, olderTab, unpaidOrder } = moneyWorld(() => ({
  database,
  app,
}));

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
    await expireOrders(database.db, testMailQueue);
    await testMoney(database).sweep();
    expect((await intentRow(expiredIntent)).status).toBe('canceled');
    expect((await intentRow(heldIntent)).status).toBe('requires_payment_method');
    const read = (await (
      await app.request(`/api/order/${held.order._id}`, { headers: held.customer.auth })
    ).json()) as Order;
    expect(read.status).toBe('pending');
  });
});
