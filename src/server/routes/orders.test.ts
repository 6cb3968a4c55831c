import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@/shared/answers/error';
import type { Order } from '@/shared/answers/orders';
import type { DatabaseHandle } from '../db/client';
import { orderItems, tools } from '../db/schema';
import { appWithRateLimits, jsonRequest, signedInUser, type TestApp } from '../test/app';
import { createTool, deliveryAddress, stockOf } from '../test/factories';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

const place = (auth: Record<string, string>, body: object, headers: Record<string, string> = {}) =>
  app.request('/api/orders', jsonRequest('POST', { ...deliveryAddress, ...body }, { ...auth, ...headers }));

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
      ...deliveryAddress,
    });
    expect(order.date).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
    expect(await stockOf(database.db, tool.id)).toBe(7);
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
    expect(await stockOf(database.db, tool.id)).toBe(5);
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
        jsonRequest('POST', { productId: tool.id, productQuantity: quantity, ...deliveryAddress }, auth),
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
      jsonRequest('POST', { productId: cheaper.id, productQuantity: 1, ...deliveryAddress }, auth),
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
      (
        await app.request(
          '/api/orders',
          jsonRequest('POST', { productId: tool.id, productQuantity: 1, ...deliveryAddress }),
        )
      ).status,
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
    expect(await stockOf(database.db, tool.id)).toBe(0);
    expect(await database.db.select().from(orderItems).where(eq(orderItems.toolId, tool.id))).toHaveLength(10);
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
    expect(await stockOf(database.db, tool.id)).toBe(8);
  });
});

describe('a replay once the customer has spent their limit', () => {
  it('is answered as the first send, at once or later, taking nothing', async () => {
    const limited = appWithRateLimits(database, { orders: { limit: 1, windowMs: 60_000 } });
    const tool = await createTool(database.db, { availableQuantity: 100 });
    const { auth } = await signedInUser(database);
    const send = (headers: Record<string, string>) =>
      limited.request(
        '/api/orders',
        jsonRequest('POST', { ...deliveryAddress, productId: tool.id, productQuantity: 1 }, headers),
      );
    const withKey = { ...auth, 'Idempotency-Key': 'order-replayed-past-its-limit' };
    const first = await send(withKey);
    expect(first.status).toBe(201);
    // One at once (its answer may not be kept yet), beside a new order the limit refuses; one once it surely is.
    const [soon, spent] = await Promise.all([send(withKey), send(auth)]);
    expect(spent.status).toBe(429);
    const later = await send(withKey);
    for (const replay of [soon, later]) {
      expect(replay.status).toBe(201);
      expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await replay.json()).toEqual(await first.clone().json());
    }
    expect(await stockOf(database.db, tool.id)).toBe(99);
  });
});

describe('the one-product body beside the cart’s', () => {
  it('makes a one-line order: the spec’s fields, and its one line in items', async () => {
    const roller = await createTool(database.db, { name: 'Roller', priceCents: 1250, availableQuantity: 10 });
    const { auth } = await signedInUser(database);
    const response = await place(auth, { productId: roller.id, productQuantity: 4 });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      productId: roller.id,
      productName: 'Roller',
      productQuantity: 4,
      price: 12.5,
      totalPrice: 50,
      items: [
        { productId: roller.id, productName: 'Roller', quantity: 4, refundedQuantity: 0, price: 12.5, total: 50 },
      ],
    });
    expect(await stockOf(database.db, roller.id)).toBe(6);
  });

  it('says what is left, on productQuantity, when the stock is short', async () => {
    const brushes = await createTool(database.db, { name: 'Brush set', availableQuantity: 3 });
    const { auth } = await signedInUser(database);
    const response = await place(auth, { productId: brushes.id, productQuantity: 4 });
    expect(response.status).toBe(409);
    expect(((await response.json()) as ApiErrorBody).error).toEqual({
      code: 'out_of_stock',
      message: 'Only 3 of Brush set left in stock.',
      issues: [
        { path: 'productQuantity', message: 'Only 3 of Brush set left in stock.', productId: brushes.id, available: 3 },
      ],
    });
  });
});
