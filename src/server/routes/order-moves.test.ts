import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@/shared/answers/error';
import type { Order } from '@/shared/answers/orders';
import type { OrderStatus } from '@/shared/schemas/order';
import type { DatabaseHandle } from '../db/client';
import { orders, tools as toolsTable } from '../db/schema';
import { jsonRequest, signedInUser, type TestApp } from '../test/app';
import { stockOf } from '../test/factories';
import { expiredByTheJob, orderOf35, paidCartOrder, payOrder } from '../test/paid-orders';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

const asAdmin = async () => (await signedInUser(database, { role: 'admin' })).auth;
const move = (auth: Record<string, string>, order: Order, body: object) =>
  app.request(`/api/orders/${order._id}`, jsonRequest('PUT', body, auth));
const readOrder = async (auth: Record<string, string>, order: Order) =>
  (await (await app.request(`/api/order/${order._id}`, { headers: auth })).json()) as Order;

const twoLineOrder = () => orderOf35({ database, app });

/** An order forced into `status` (and paid or not), as its life would have left it. */
async function orderIn(status: OrderStatus, paid = status !== 'pending' && status !== 'expired') {
  const { order } = await twoLineOrder();
  await database.db
    .update(orders)
    .set({ status, paid, transactionId: paid ? `pi_forced_${order._id}` : null })
    .where(eq(orders.id, order._id));
  return order;
}

describe('PUT /api/orders/:id moves an order along its life', () => {
  it('ships an unpaid pending order with a carrier and tracking number, and says so in the timeline', async () => {
    const admin = await asAdmin();
    const { auth, order } = await twoLineOrder();
    const response = await move(admin, order, { status: 'shipped', carrier: ' UPS ', trackingNumber: '1Z999AA1' });
    expect(response.status).toBe(200);
    const shipped = (await response.json()) as Order;
    expect(shipped).toMatchObject({
      status: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999AA1',
      reservedUntil: null,
    });
    expect(shipped.events!.map((event) => [event.status, event.note])).toEqual([
      ['placed', null],
      ['shipped', 'UPS, tracking number 1Z999AA1'],
    ]);
    expect((await readOrder(auth, order)).events).toEqual(shipped.events);
  });

  it('ships a paid order without carrier or tracking number; empty ones are none', async () => {
    const admin = await asAdmin();
    const { auth, items } = await twoLineOrder();
    const paid = await paidCartOrder(app, auth, items);
    const shipped = (await (
      await move(admin, paid, { status: 'shipped', carrier: '', trackingNumber: '  ' })
    ).json()) as Order;
    expect(shipped).toMatchObject({ status: 'shipped', paid: true, carrier: null, trackingNumber: null });
    expect(shipped.events!.map((event) => [event.status, event.note])).toEqual([
      ['placed', null],
      ['paid', null],
      ['shipped', null],
    ]);
  });

  it('marks a shipped order delivered, and nothing moves it after', async () => {
    const admin = await asAdmin();
    const { order } = await twoLineOrder();
    await move(admin, order, { status: 'shipped', trackingNumber: 'TRACK-1' });
    const delivered = await move(admin, order, { status: 'delivered' });
    expect(delivered.status).toBe(200);
    const body = (await delivered.json()) as Order;
    expect(body).toMatchObject({ status: 'delivered', trackingNumber: 'TRACK-1' });
    expect(body.events!.map((event) => event.status)).toEqual(['placed', 'shipped', 'delivered']);
    const at = body.events!.map((event) => Date.parse(event.at));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    for (const again of [{ status: 'delivered' }, { status: 'shipped' }])
      expect((await move(admin, order, again)).status).toBe(409);
  });

  it.each<[OrderStatus, 'shipped' | 'delivered', string]>([
    ['shipped', 'shipped', 'Only an order waiting to be shipped can be shipped; this one was shipped already.'],
    ['delivered', 'shipped', 'Only an order waiting to be shipped can be shipped; this one was delivered already.'],
    ['expired', 'shipped', 'Only an order waiting to be shipped can be shipped; this one expired unpaid.'],
    ['refunded', 'shipped', 'Only an order waiting to be shipped can be shipped; this one was refunded.'],
    ['pending', 'delivered', 'Only a shipped order can be marked delivered; this one is waiting to be shipped.'],
    ['delivered', 'delivered', 'Only a shipped order can be marked delivered; this one was delivered already.'],
    ['expired', 'delivered', 'Only a shipped order can be marked delivered; this one expired unpaid.'],
    ['refunded', 'delivered', 'Only a shipped order can be marked delivered; this one was refunded.'],
  ])('refuses a %s order being marked %s with 409, changing nothing', async (from, to, message) => {
    const admin = await asAdmin();
    const order = await orderIn(from);
    const response = await move(admin, order, { status: to });
    expect(response.status).toBe(409);
    expect(((await response.json()) as ApiErrorBody).error).toEqual({ code: 'conflict', message });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.status).toBe(from);
  });

  it('refuses to ship an order whose hold ran out: it expires first, its stock back', async () => {
    const admin = await asAdmin();
    const { order, tools } = await twoLineOrder();
    await database.db
      .update(orders)
      .set({ reservedUntil: sql`now() - interval '1 second'` })
      .where(eq(orders.id, order._id));
    expect((await move(admin, order, { status: 'shipped' })).status).toBe(409);
    expect(await Promise.all(tools.map((tool) => stockOf(database.db, tool.id)))).toEqual([10, 10]);
  });

  it.each([
    ['cancelled', { status: 'cancelled' }],
    ['a carrier of 61 characters', { status: 'shipped', carrier: 'x'.repeat(61) }],
    ['a carrier that is not text', { status: 'shipped', carrier: 5 }],
    ['no status', {}],
  ])('refuses %s with 422', async (_label, body) => {
    const admin = await asAdmin();
    const { order } = await twoLineOrder();
    expect((await move(admin, order, body)).status).toBe(422);
  });
});

describe('the timeline of every step, wherever it happens', () => {
  it('records an expiry with the stock of every line back, and a late payment taking it again', async () => {
    const { auth, order, tools } = await twoLineOrder();
    const opened = await app.request('/api/create-payment-intent', jsonRequest('POST', { orderId: order._id }, auth));
    const { clientSecret } = (await opened.json()) as { clientSecret: string };
    await expiredByTheJob(database.db, order._id);
    const expired = await readOrder(auth, order);
    expect(expired.status).toBe('expired');
    expect(expired.events!.map((event) => [event.status, event.note])).toEqual([
      ['placed', null],
      ['expired', 'Not paid in time: its tools went back on the shelf.'],
    ]);
    expect(await Promise.all(tools.map((tool) => stockOf(database.db, tool.id)))).toEqual([10, 10]);

    const card = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
    await app.request('/api/test-gateway/confirm', jsonRequest('POST', { clientSecret, card }));
    const transactionId = clientSecret.split('_secret_')[0];
    await app.request(`/api/payments/${order._id}`, jsonRequest('PATCH', { transactionId }, auth));
    const again = await readOrder(auth, order);
    expect(again).toMatchObject({ status: 'pending', paid: true });
    expect(again.events!.map((event) => event.status)).toEqual(['placed', 'expired', 'paid']);
    expect(await Promise.all(tools.map((tool) => stockOf(database.db, tool.id)))).toEqual([8, 7]);
  });

  it('records a late payment refunded at once when one line’s stock is gone: no line taken back', async () => {
    const { auth, order, tools } = await twoLineOrder();
    const opened = await app.request('/api/create-payment-intent', jsonRequest('POST', { orderId: order._id }, auth));
    const { clientSecret } = (await opened.json()) as { clientSecret: string };
    await expiredByTheJob(database.db, order._id);
    await database.db.update(toolsTable).set({ availableQuantity: 2 }).where(eq(toolsTable.id, tools[1]!.id));

    const card = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
    await app.request('/api/test-gateway/confirm', jsonRequest('POST', { clientSecret, card }));
    const transactionId = clientSecret.split('_secret_')[0];
    const late = await app.request(`/api/payments/${order._id}`, jsonRequest('PATCH', { transactionId }, auth));
    expect(((await late.json()) as ApiErrorBody).error.code).toBe('payment_refunded');
    const refunded = await readOrder(auth, order);
    expect(refunded.status).toBe('refunded');
    expect(refunded.events!.map((event) => [event.status, event.note])).toEqual([
      ['placed', null],
      ['expired', 'Not paid in time: its tools went back on the shelf.'],
      ['paid', null],
      ['refunded', '$35.00 refunded at once: paid after the order expired, when its tools had sold out.'],
    ]);
    expect(await Promise.all(tools.map((tool) => stockOf(database.db, tool.id)))).toEqual([10, 2]);
  });

  it('shows the owner and admins the same timeline, and a stranger nothing', async () => {
    const { auth, order } = await twoLineOrder();
    await payOrder(app, auth, order);
    const admin = await asAdmin();
    const stranger = await signedInUser(database);
    expect((await readOrder(admin, order)).events).toEqual((await readOrder(auth, order)).events);
    expect((await app.request(`/api/order/${order._id}`, { headers: stranger.auth })).status).toBe(404);
  });
});
