import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@/shared/answers/error';
import type { Order } from '@/shared/answers/orders';
import type { DatabaseHandle } from '../db/client';
import { orders } from '../db/schema';
import { jsonRequest, signedInUser, type TestApp } from '../test/app';
import { createTool, deliveryAddress, stockOf } from '../test/factories';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

type Line = { productId: string; quantity: number };

const placeCart = (auth: Record<string, string>, items: Line[], headers: Record<string, string> = {}) =>
  app.request('/api/orders', jsonRequest('POST', { items, ...deliveryAddress }, { ...auth, ...headers }));

const ordersOf = (userId: string) => database.db.select().from(orders).where(eq(orders.userId, userId));

/** Three tools on the shelf: a roller, a tray and a brush set, with 10, 8 and 3 left. */
async function threeTools() {
  return Promise.all([
    createTool(database.db, { name: 'Roller', priceCents: 1250, availableQuantity: 10 }),
    createTool(database.db, { name: 'Tray', priceCents: 499, availableQuantity: 8, minOrderQuantity: 2 }),
    createTool(database.db, { name: 'Brush set', priceCents: 2000, availableQuantity: 3 }),
  ]);
}

describe('POST /api/orders with the cart’s items', () => {
  it('reserves every line, prices them from the database and answers the lines and a summary', async () => {
    const [roller, tray, brushes] = await threeTools();
    const { auth } = await signedInUser(database);
    const response = await placeCart(auth, [
      { productId: tray.id, quantity: 2 },
      { productId: roller.id, quantity: 3, price: 0.01 } as Line,
      { productId: brushes.id, quantity: 3 },
    ]);
    expect(response.status).toBe(201);
    const order = (await response.json()) as Order;
    expect(order).toMatchObject({
      productId: null,
      productName: 'Tray and 2 more tools',
      productQuantity: 8,
      price: null,
      totalPrice: 107.48,
      status: 'pending',
      paid: false,
      carrier: null,
      trackingNumber: null,
      items: [
        { productId: tray.id, productName: 'Tray', quantity: 2, refundedQuantity: 0, price: 4.99, total: 9.98 },
        { productId: roller.id, productName: 'Roller', quantity: 3, refundedQuantity: 0, price: 12.5, total: 37.5 },
        { productId: brushes.id, productName: 'Brush set', quantity: 3, refundedQuantity: 0, price: 20, total: 60 },
      ],
    });
    expect(order).not.toHaveProperty('events');
    expect(await Promise.all([roller, tray, brushes].map((tool) => stockOf(database.db, tool.id)))).toEqual([7, 6, 0]);

    const read = (await (await app.request(`/api/order/${order._id}`, { headers: auth })).json()) as Order;
    expect(read.items).toEqual(order.items);
    expect(read.events).toEqual([{ status: 'placed', at: expect.any(String), note: null }]);
  });

  it('reserves nothing when one line is short: 409 out_of_stock naming that line and what is left', async () => {
    const [roller, tray, brushes] = await threeTools();
    const { user, auth } = await signedInUser(database);
    const response = await placeCart(auth, [
      { productId: roller.id, quantity: 4 },
      { productId: tray.id, quantity: 2 },
      { productId: brushes.id, quantity: 5 },
    ]);
    expect(response.status).toBe(409);
    const { error } = (await response.json()) as ApiErrorBody;
    expect(error).toEqual({
      code: 'out_of_stock',
      message: 'Only 3 of Brush set left in stock.',
      issues: [{ path: 'items.2', message: 'Only 3 of Brush set left in stock.', productId: brushes.id, available: 3 }],
    });
    expect(await Promise.all([roller, tray, brushes].map((tool) => stockOf(database.db, tool.id)))).toEqual([10, 8, 3]);
    expect(await ordersOf(user.id)).toEqual([]);
  });

  it('names every short line at once: out of stock, no longer sold, never sold', async () => {
    const [roller] = await threeTools();
    const empty = await createTool(database.db, { name: 'Ladder', availableQuantity: 0 });
    const retired = await createTool(database.db, { name: 'Old scraper', deletedAt: new Date() });
    const unknown = crypto.randomUUID();
    const { auth } = await signedInUser(database);
    const response = await placeCart(auth, [
      { productId: empty.id, quantity: 1 },
      { productId: roller.id, quantity: 1 },
      { productId: retired.id, quantity: 1 },
      { productId: unknown, quantity: 1 },
    ]);
    expect(response.status).toBe(409);
    const { error } = (await response.json()) as ApiErrorBody;
    expect(error.issues).toEqual([
      { path: 'items.0', message: 'Ladder is out of stock.', productId: empty.id, available: 0 },
      { path: 'items.2', message: 'Old scraper is no longer sold.', productId: retired.id, available: 0 },
      { path: 'items.3', message: 'A tool in this order is no longer sold.', productId: unknown, available: 0 },
    ]);
    expect(await stockOf(database.db, roller.id)).toBe(10);
  });

  it('refuses a line under its tool’s minimum with 422 on that line’s quantity, reserving nothing', async () => {
    const [roller, tray] = await threeTools();
    const { auth } = await signedInUser(database);
    const response = await placeCart(auth, [
      { productId: roller.id, quantity: 1 },
      { productId: tray.id, quantity: 1 },
    ]);
    expect(response.status).toBe(422);
    expect(((await response.json()) as ApiErrorBody).error).toMatchObject({
      code: 'invalid',
      issues: [{ path: 'items.1.quantity', message: 'Order at least 2 of Tray.' }],
    });
    expect(await stockOf(database.db, roller.id)).toBe(10);
  });

  it('refuses an order over $999,999.99 with 422, reserving nothing', async () => {
    const dear = await createTool(database.db, { priceCents: 60_000_000, availableQuantity: 5 });
    const dearer = await createTool(database.db, { priceCents: 50_000_000, availableQuantity: 5 });
    const { auth } = await signedInUser(database);
    const response = await placeCart(auth, [
      { productId: dear.id, quantity: 1 },
      { productId: dearer.id, quantity: 1 },
    ]);
    expect(response.status).toBe(422);
    expect(((await response.json()) as ApiErrorBody).error.issues).toEqual([
      { path: 'items', message: 'These tools cost more than one order can take.' },
    ]);
    expect(await stockOf(database.db, dear.id)).toBe(5);
  });

  it.each([
    ['31 lines', () => Array.from({ length: 31 }, () => ({ productId: crypto.randomUUID(), quantity: 1 }))],
    ['no lines', () => []],
    [
      'a tool twice',
      (id: string) => [
        { productId: id, quantity: 1 },
        { productId: id, quantity: 2 },
      ],
    ],
    ['a quantity of 0', (id: string) => [{ productId: id, quantity: 0 }]],
    ['a fractional quantity', (id: string) => [{ productId: id, quantity: 1.5 }]],
    ['a product that is not an id', () => [{ productId: 'roller', quantity: 1 }]],
  ])('refuses %s with 422 invalid, storing nothing', async (_label, items) => {
    const tool = await createTool(database.db);
    const { user, auth } = await signedInUser(database);
    const response = await placeCart(auth, items(tool.id));
    expect(response.status).toBe(422);
    expect(((await response.json()) as ApiErrorBody).error.code).toBe('invalid');
    expect(await ordersOf(user.id)).toEqual([]);
    expect(await stockOf(database.db, tool.id)).toBe(10);
  });

  it('places a replayed cart order once for the same Idempotency-Key', async () => {
    const [roller, tray] = await threeTools();
    const { user, auth } = await signedInUser(database);
    const items = [
      { productId: roller.id, quantity: 1 },
      { productId: tray.id, quantity: 2 },
    ];
    const key = { 'Idempotency-Key': 'cart-order-0001' };
    const [first, again] = [await placeCart(auth, items, key), await placeCart(auth, items, key)];
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(((await again.json()) as Order)._id).toBe(((await first.json()) as Order)._id);
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await stockOf(database.db, tray.id)).toBe(6);
  });

  it('counts toward the unpaid orders a customer may hold, as the one-product body does', async () => {
    const tool = await createTool(database.db, { availableQuantity: 100 });
    const { auth } = await signedInUser(database);
    for (let index = 0; index < 5; index++)
      expect((await placeCart(auth, [{ productId: tool.id, quantity: 1 }])).status).toBe(201);
    const sixth = await placeCart(auth, [{ productId: tool.id, quantity: 1 }]);
    expect(sixth.status).toBe(409);
    expect(((await sixth.json()) as ApiErrorBody).error.code).toBe('too_many_unpaid');
  });
});
