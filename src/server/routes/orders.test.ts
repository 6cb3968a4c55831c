import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@/shared/api-types';
import type { DatabaseHandle } from '../db/client';
import { orders, tools } from '../db/schema';
import { jsonRequest, signedInUser, openTestApp, type TestApp } from '../test/app';
import { createTool } from '../test/factories';

let database: DatabaseHandle, app: TestApp;

beforeAll(async () => {
  ({ database, app } = await openTestApp());
});
afterAll(() => database.close());

const address = { userAddress: '12 Oak Road', userState: 'Oregon', userZip: '97401' };
const stockOf = async (id: string) =>
  (await database.db.select().from(tools).where(eq(tools.id, id)))[0]!.availableQuantity;
const place = (auth: Record<string, string>, body: object, headers: Record<string, string> = {}) =>
  app.request('/api/orders', jsonRequest('POST', { ...address, ...body }, { ...auth, ...headers }));

describe('POST /api/orders', () => {
  it('computes name, price and total from the database and ignores what the client says about them', async () => {
    const tool = await createTool(database.db, {
      name: 'Roller',
      priceCents: 1999,
      minOrderQuantity: 2,
      availableQuantity: 10,
    });
    const { user, auth } = await signedInUser(database, { name: 'Real Name' });
    const response = await place(auth, {
      productId: tool.id,
      productQuantity: 3,
      productName: 'Free stuff',
      totalPrice: 0.01,
      price: 0,
      userName: 'Someone Else',
      userEmail: 'victim@example.com',
      status: 'shipped',
      paid: true,
      date: '1/1/1970',
    });
    expect(response.status).toBe(201);
    const order = (await response.json()) as Order;
    expect(order).toMatchObject({
      userName: 'Real Name',
      userEmail: user.email,
      productName: 'Roller',
      productQuantity: 3,
      price: 19.99,
      totalPrice: 59.97,
      status: 'pending',
      paid: false,
      transactionId: null,
      ...address,
    });
    expect(order.date).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
    expect(await stockOf(tool.id)).toBe(7);
  });

  it.each([
    ['below the minimum', 1, 422],
    ['above the stock', 6, 409],
    ['zero', 0, 422],
    ['negative', -3, 422],
    ['fractional', 2.5, 422],
    ['huge', 1e12, 422],
    ['a string', '3', 422],
    ['missing', undefined, 422],
  ])('refuses a quantity %s and keeps the stock', async (_label, quantity, status) => {
    const tool = await createTool(database.db, { minOrderQuantity: 2, availableQuantity: 5 });
    const { auth } = await signedInUser(database);
    const response = await place(auth, { productId: tool.id, productQuantity: quantity });
    expect(response.status).toBe(status);
    expect(await stockOf(tool.id)).toBe(5);
  });

  it('refuses with 422 an order whose total is above what a card payment takes, and keeps the stock', async () => {
    const tool = await createTool(database.db, {
      priceCents: 100_000_000,
      availableQuantity: 50_000,
      minOrderQuantity: 1,
    });
    const { auth } = await signedInUser(database);
    const place = (quantity: number) =>
      app.request(
        '/api/orders',
        jsonRequest('POST', { productId: tool.id, productQuantity: quantity, ...address }, auth),
      );
    const tooMuch = await place(40_000);
    expect(tooMuch.status).toBe(422);
    expect(((await tooMuch.json()) as { error: { message: string } }).error.message).toContain('$999,999.99');
    const [after] = await database.db.select().from(tools).where(eq(tools.id, tool.id));
    expect(after!.availableQuantity).toBe(50_000);
    const cheaper = await createTool(database.db, {
      priceCents: 99_999_999,
      availableQuantity: 5,
      minOrderQuantity: 1,
    });
    const atTheLimit = await app.request(
      '/api/orders',
      jsonRequest('POST', { productId: cheaper.id, productQuantity: 1, ...address }, auth),
    );
    expect(atTheLimit.status).toBe(201);
    expect(((await atTheLimit.json()) as { totalPrice: number }).totalPrice).toBe(999_999.99);
  });

  it('refuses an unknown or malformed product, a missing address, and anonymous buyers', async () => {
    const { auth } = await signedInUser(database);
    expect((await place(auth, { productId: '00000000-0000-4000-8000-000000000000', productQuantity: 1 })).status).toBe(
      404,
    );
    expect((await place(auth, { productId: 'x', productQuantity: 1 })).status).toBe(422);
    const tool = await createTool(database.db);
    expect((await place(auth, { productId: tool.id, productQuantity: 1, userAddress: ' ' })).status).toBe(422);
    expect(
      (await app.request('/api/orders', jsonRequest('POST', { productId: tool.id, productQuantity: 1, ...address })))
        .status,
    ).toBe(401);
  });

  it('sells exactly the stock to 50 concurrent buyers and leaves none', async () => {
    const tool = await createTool(database.db, { minOrderQuantity: 1, availableQuantity: 10 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => signedInUser(database)));
    const responses = await Promise.all(
      buyers.map(({ auth }) => place(auth, { productId: tool.id, productQuantity: 1 })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(await stockOf(tool.id)).toBe(0);
    expect(await database.db.select().from(orders).where(eq(orders.toolId, tool.id))).toHaveLength(10);
  });

  it('places a replayed order once for the same Idempotency-Key', async () => {
    const tool = await createTool(database.db, { availableQuantity: 10 });
    const { auth } = await signedInUser(database);
    const first = await place(
      auth,
      { productId: tool.id, productQuantity: 2 },
      { 'Idempotency-Key': 'checkout-attempt-1' },
    );
    const again = await place(
      auth,
      { productId: tool.id, productQuantity: 2 },
      { 'Idempotency-Key': 'checkout-attempt-1' },
    );
    expect(again.status).toBe(201);
    expect(((await again.json()) as Order)._id).toBe(((await first.json()) as Order)._id);
    expect(await stockOf(tool.id)).toBe(8);
  });
});

describe('reading orders', () => {
  it('shows owners their orders and admins all, and nobody else', async () => {
    const tool = await createTool(database.db, { availableQuantity: 50 });
    const alice = await signedInUser(database);
    const bob = await signedInUser(database);
    const admin = await signedInUser(database, { role: 'admin' });
    const order = (await (await place(alice.auth, { productId: tool.id, productQuantity: 1 })).json()) as Order;

    const mine = (await (
      await app.request(`/api/orders/${alice.user.email}`, { headers: alice.auth })
    ).json()) as Order[];
    expect(mine.map((o) => o._id)).toEqual([order._id]);
    expect((await app.request(`/api/orders/${alice.user.email}`, { headers: bob.auth })).status).toBe(403);
    expect((await app.request(`/api/order/${order._id}`, { headers: alice.auth })).status).toBe(200);
    expect((await app.request(`/api/order/${order._id}`, { headers: bob.auth })).status).toBe(404);
    expect((await app.request(`/api/order/${order._id}`, { headers: admin.auth })).status).toBe(200);

    expect((await app.request('/api/allorders', { headers: bob.auth })).status).toBe(403);
    expect((await app.request('/api/allorders')).status).toBe(401);
    const all = (await (await app.request('/api/allorders', { headers: admin.auth })).json()) as Order[];
    expect(all.map((o) => o._id)).toContain(order._id);
  });
});

describe('shipping and cancelling', () => {
  it('lets only an admin ship, and only a pending order', async () => {
    const tool = await createTool(database.db, { availableQuantity: 50 });
    const owner = await signedInUser(database);
    const admin = await signedInUser(database, { role: 'admin' });
    const order = (await (await place(owner.auth, { productId: tool.id, productQuantity: 1 })).json()) as Order;
    const ship = (auth: Record<string, string>, body: object = { status: 'shipped' }) =>
      app.request(`/api/orders/${order._id}`, jsonRequest('PUT', body, auth));

    expect((await ship(owner.auth)).status).toBe(403);
    expect((await ship(admin.auth, { status: 'delivered' })).status).toBe(422);
    const shipped = await ship(admin.auth);
    expect(shipped.status).toBe(200);
    expect(((await shipped.json()) as Order).status).toBe('shipped');
    expect((await ship(admin.auth)).status).toBe(409);
  });

  it('lets the owner cancel a pending unpaid order, returning its stock', async () => {
    const tool = await createTool(database.db, { availableQuantity: 10 });
    const owner = await signedInUser(database);
    const stranger = await signedInUser(database);
    const order = (await (await place(owner.auth, { productId: tool.id, productQuantity: 4 })).json()) as Order;
    expect(await stockOf(tool.id)).toBe(6);

    expect((await app.request(`/api/orders/${order._id}`, { method: 'DELETE', headers: stranger.auth })).status).toBe(
      404,
    );
    expect(await stockOf(tool.id)).toBe(6);
    expect((await app.request(`/api/orders/${order._id}`, { method: 'DELETE', headers: owner.auth })).status).toBe(200);
    expect(await stockOf(tool.id)).toBe(10);
    expect((await app.request(`/api/orders/${order._id}`, { method: 'DELETE', headers: owner.auth })).status).toBe(404);
  });

  it('keeps owners from cancelling shipped or paid orders, while admins cancel any', async () => {
    const tool = await createTool(database.db, { availableQuantity: 10 });
    const owner = await signedInUser(database);
    const admin = await signedInUser(database, { role: 'admin' });
    const paid = (await (await place(owner.auth, { productId: tool.id, productQuantity: 1 })).json()) as Order;
    await database.db.update(orders).set({ paid: true, transactionId: 'pi_test' }).where(eq(orders.id, paid._id));
    const shipped = (await (await place(owner.auth, { productId: tool.id, productQuantity: 2 })).json()) as Order;
    await database.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, shipped._id));

    expect((await app.request(`/api/orders/${paid._id}`, { method: 'DELETE', headers: owner.auth })).status).toBe(409);
    expect((await app.request(`/api/orders/${shipped._id}`, { method: 'DELETE', headers: owner.auth })).status).toBe(
      409,
    );
    expect(await stockOf(tool.id)).toBe(7);

    expect((await app.request(`/api/orders/${shipped._id}`, { method: 'DELETE', headers: admin.auth })).status).toBe(
      200,
    );
    expect(await stockOf(tool.id)).toBe(7);
    expect((await app.request(`/api/orders/${paid._id}`, { method: 'DELETE', headers: admin.auth })).status).toBe(200);
    expect(await stockOf(tool.id)).toBe(8);
  });
});
