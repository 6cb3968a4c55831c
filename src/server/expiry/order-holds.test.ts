import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@/shared/answers/orders';
import type { DatabaseHandle } from '../db/client';
import { orders } from '../db/schema';
import { jsonRequest, signedInUser, type TestApp, appWithRateLimits, testMailQueue } from '../test/app';
import { createTool, deliveryAddress, stockOf } from '../test/factories';
import { sweepDeadlines } from './deadlines';
import { expireOrders } from './order-holds';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

async function placeOrder(auth: Record<string, string>, productId: string, productQuantity = 1, target = app) {
  return target.request('/api/orders', jsonRequest('POST', { productId, productQuantity, ...deliveryAddress }, auth));
}

/** Moves an order's hold into the past, as if its minutes had gone by. */
const runOutHold = (id: string) =>
  database.db
    .update(orders)
    .set({ reservedUntil: sql`now() - interval '1 second'` })
    .where(eq(orders.id, id));

describe('an unpaid order holds its stock for a while', () => {
  it('says until when in reservedUntil: the hold minutes after it was placed', async () => {
    const tool = await createTool(database.db);
    const { auth } = await signedInUser(database);
    const before = Date.now();
    const order = (await (await placeOrder(auth, tool.id)).json()) as Order;
    const holdMs = Date.parse(order.reservedUntil!) - before;
    expect(holdMs).toBeGreaterThan(59 * 60_000);
    expect(holdMs).toBeLessThan(61 * 60_000);
  });

  it('reads as expired past its hold without writing; the expiry job returns the stock; it cannot be paid', async () => {
    const tool = await createTool(database.db, { availableQuantity: 10 });
    const { user, auth } = await signedInUser(database);
    const order = (await (await placeOrder(auth, tool.id, 4)).json()) as Order;
    expect(await stockOf(database.db, tool.id)).toBe(6);
    await runOutHold(order._id);

    // A read shows it expired at once, with the step in its timeline, and writes nothing.
    const read = (await (await app.request(`/api/order/${order._id}`, { headers: auth })).json()) as Order;
    expect(read.status).toBe('expired');
    expect(read.reservedUntil).not.toBeNull();
    expect(read.events?.map((event) => event.status)).toEqual(['placed', 'expired']);
    const mine = (await (await app.request(`/api/orders/${user.email}`, { headers: auth })).json()) as Order[];
    expect(mine.map((row) => row.status)).toEqual(['expired']);
    expect(await stockOf(database.db, tool.id)).toBe(6);
    expect((await database.db.select().from(orders).where(eq(orders.id, order._id)))[0]!.status).toBe('pending');

    // The expiry job writes it so and puts the stock back; a read then answers the same.
    expect(await expireOrders(database.db, testMailQueue)).toBe(1);
    expect(await stockOf(database.db, tool.id)).toBe(10);
    const after = (await (await app.request(`/api/order/${order._id}`, { headers: auth })).json()) as Order;
    expect(after).toEqual(read);

    const pay = await app.request('/api/create-payment-intent', jsonRequest('POST', { orderId: order._id }, auth));
    expect(pay.status).toBe(409);
    expect(await pay.json()).toMatchObject({
      error: { code: 'order_expired', message: expect.stringContaining('not paid in time') },
    });
    // It ended unpaid: there is nothing left to cancel, and its stock is not returned a second time.
    const cancel = await app.request(`/api/orders/${order._id}`, { method: 'DELETE', headers: auth });
    expect(cancel.status).toBe(409);
    expect(await cancel.json()).toMatchObject({
      error: { message: 'This order expired unpaid: it cannot be cancelled.' },
    });
    expect(await stockOf(database.db, tool.id)).toBe(10);
  });

  it('keeps a paid order and one still within its hold', async () => {
    const tool = await createTool(database.db, { availableQuantity: 10 });
    const { auth } = await signedInUser(database);
    const paid = (await (await placeOrder(auth, tool.id)).json()) as Order;
    const fresh = (await (await placeOrder(auth, tool.id)).json()) as Order;
    await database.db.update(orders).set({ paid: true, transactionId: 'pi_x' }).where(eq(orders.id, paid._id));
    await runOutHold(paid._id);
    await expireOrders(database.db, testMailQueue);
    const statuses = await database.db.select({ id: orders.id, status: orders.status }).from(orders);
    expect(statuses.find((row) => row.id === paid._id)?.status).toBe('pending');
    expect(statuses.find((row) => row.id === fresh._id)?.status).toBe('pending');
    expect(await stockOf(database.db, tool.id)).toBe(8);
  });

  it('returns the stock once when several sweeps run at the same moment', async () => {
    const tool = await createTool(database.db, { availableQuantity: 30 });
    const { auth } = await signedInUser(database);
    for (let index = 0; index < 3; index++)
      await runOutHold(((await (await placeOrder(auth, tool.id, 5)).json()) as Order)._id);
    expect(await stockOf(database.db, tool.id)).toBe(15);
    const counts = await Promise.all(Array.from({ length: 6 }, () => expireOrders(database.db, testMailQueue)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(3);
    expect(await stockOf(database.db, tool.id)).toBe(30);
  });

  it('is swept on a timer as well', async () => {
    const tool = await createTool(database.db, { availableQuantity: 10 });
    const { auth } = await signedInUser(database);
    const order = (await (await placeOrder(auth, tool.id, 2)).json()) as Order;
    await runOutHold(order._id);
    const stop = sweepDeadlines(database.db, { mailQueue: testMailQueue, timeZone: 'America/New_York' }, 50);
    try {
      await expect.poll(() => stockOf(database.db, tool.id), { timeout: 5000 }).toBe(10);
    } finally {
      stop();
    }
  });

  it('gives a customer who opens the payment form at least 15 minutes to pay', async () => {
    const tool = await createTool(database.db);
    const { auth } = await signedInUser(database);
    const order = (await (await placeOrder(auth, tool.id)).json()) as Order;
    await database.db
      .update(orders)
      .set({ reservedUntil: sql`now() + interval '1 minute'` })
      .where(eq(orders.id, order._id));
    await app.request('/api/create-payment-intent', jsonRequest('POST', { orderId: order._id }, auth));
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.reservedUntil!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
  });
});

describe('opening the payment form extends a hold once', () => {
  /** Sets when an order was placed and until when it holds, in minutes from now. */
  const placedAndHeld = (id: string, placedMinutes: number, heldMinutes: number) =>
    database.db
      .update(orders)
      .set({
        placedAt: sql`now() + make_interval(mins => ${placedMinutes})`,
        reservedUntil: sql`now() + make_interval(mins => ${heldMinutes})`,
      })
      .where(eq(orders.id, id));
  const minutesLeft = async (id: string) =>
    ((await database.db.select().from(orders).where(eq(orders.id, id)))[0]!.reservedUntil!.getTime() - Date.now()) /
    60_000;
  const openForm = (auth: Record<string, string>, orderId: string, target = app) =>
    target.request('/api/create-payment-intent', jsonRequest('POST', { orderId }, auth));

  it('never past its placing plus the hold and 15 minutes, however often the form is opened', async () => {
    const tool = await createTool(database.db, { availableQuantity: 10 });
    const { auth } = await signedInUser(database);
    const order = (await (await placeOrder(auth, tool.id, 3)).json()) as Order;
    // Placed 59 minutes ago, one minute of its hour left: opening the form gives 15 minutes.
    await placedAndHeld(order._id, -59, 1);
    expect((await openForm(auth, order._id)).status).toBe(200);
    expect(await minutesLeft(order._id)).toBeGreaterThan(14);
    // 14 minutes on, it would be pushed again without the ceiling: it is not.
    await placedAndHeld(order._id, -73, 1);
    expect((await openForm(auth, order._id)).status).toBe(200);
    expect(await minutesLeft(order._id)).toBeLessThan(1.1);
    await runOutHold(order._id);
    expect((await openForm(auth, order._id)).status).toBe(409);
    expect(await stockOf(database.db, tool.id)).toBe(10);
  });

  it('is rate limited per customer', async () => {
    const limited = appWithRateLimits(database, { paymentIntents: { limit: 2, windowMs: 60_000 } });
    const tool = await createTool(database.db, { availableQuantity: 10 });
    const [first, second] = [await signedInUser(database), await signedInUser(database)];
    const order = (await (await placeOrder(first.auth, tool.id)).json()) as Order;
    expect((await openForm(first.auth, order._id, limited)).status).toBe(200);
    expect((await openForm(first.auth, order._id, limited)).status).toBe(200);
    expect((await openForm(first.auth, order._id, limited)).status).toBe(429);
    const theirs = (await (await placeOrder(second.auth, tool.id)).json()) as Order;
    expect((await openForm(second.auth, theirs._id, limited)).status).toBe(200);
  });
});

describe('one account cannot take the shelf', () => {
  it('refuses a sixth unpaid order with 409 until one is paid, cancelled or expired', async () => {
    const tool = await createTool(database.db, { availableQuantity: 100 });
    const { auth } = await signedInUser(database);
    const placed: Order[] = [];
    for (let index = 0; index < 5; index++) placed.push((await (await placeOrder(auth, tool.id)).json()) as Order);
    const sixth = await placeOrder(auth, tool.id);
    expect(sixth.status).toBe(409);
    expect(await sixth.json()).toMatchObject({
      error: { code: 'too_many_unpaid', message: expect.stringContaining('Pay or cancel one') },
    });
    expect(await stockOf(database.db, tool.id)).toBe(95);
    await runOutHold(placed[0]!._id);
    expect((await placeOrder(auth, tool.id)).status).toBe(201);
  });

  it('counts unpaid orders placed at the same moment one after the other', async () => {
    const tool = await createTool(database.db, { availableQuantity: 100 });
    const { auth } = await signedInUser(database);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async () => (await placeOrder(auth, tool.id)).status),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(await stockOf(database.db, tool.id)).toBe(95);
  });

  it('rate limits placing orders per customer', async () => {
    const limited = appWithRateLimits(database, { orders: { limit: 2, windowMs: 60_000 } });
    const tool = await createTool(database.db, { availableQuantity: 100 });
    const [first, second] = [await signedInUser(database), await signedInUser(database)];
    expect((await placeOrder(first.auth, tool.id, 1, limited)).status).toBe(201);
    expect((await placeOrder(first.auth, tool.id, 1, limited)).status).toBe(201);
    const third = await placeOrder(first.auth, tool.id, 1, limited);
    expect(third.status).toBe(429);
    expect(third.headers.get('Retry-After')).toBeTruthy();
    expect((await placeOrder(second.auth, tool.id, 1, limited)).status).toBe(201);
  });
});
