import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@/shared/answers/orders';
import type { DatabaseHandle } from '../db/client';
import { orders } from '../db/schema';
import { jsonRequest, placedCartOrder, placedOrder, signedInUser, type TestApp } from '../test/app';
import { createTool, stockOf } from '../test/factories';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

/** The status of `who`'s asking to cancel `order`. */
const cancelled = async (order: Order, who: { auth: Record<string, string> }) =>
  (await app.request(`/api/orders/${order._id}`, { method: 'DELETE', headers: who.auth })).status;

describe('reading orders', () => {
  it('shows owners their orders and admins all, and nobody else', async () => {
    const tool = await createTool(database.db, { availableQuantity: 50 });
    const alice = await signedInUser(database);
    const bob = await signedInUser(database);
    const admin = await signedInUser(database, { role: 'admin' });
    const order = await placedOrder(app, alice.auth, tool.id);

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

  it('carry every order’s lines in lists, on every page, without timelines', async () => {
    const [roller, tray, brushes] = await Promise.all(
      ['Roller', 'Tray', 'Brush set'].map((name) => createTool(database.db, { name, availableQuantity: 20 })),
    );
    const { user, auth } = await signedInUser(database);
    const admin = await signedInUser(database, { role: 'admin' });
    const carts = [
      [{ productId: roller!.id, quantity: 1 }],
      [
        { productId: brushes!.id, quantity: 1 },
        { productId: tray!.id, quantity: 2 },
      ],
      [
        { productId: tray!.id, quantity: 3 },
        { productId: roller!.id, quantity: 2 },
        { productId: brushes!.id, quantity: 1 },
      ],
    ];
    const placed: Order[] = [];
    for (const items of carts) placed.push(await placedCartOrder(app, auth, items));

    const mine = (await (await app.request(`/api/orders/${user.email}`, { headers: auth })).json()) as Order[];
    expect(mine.map((order) => order.items.map((line) => line.productId))).toEqual(
      [...carts].reverse().map((items) => items.map((line) => line.productId)),
    );
    expect(mine.map((order) => order.productName)).toEqual([
      'Tray and 2 more tools',
      'Brush set and 1 more tool',
      'Roller',
    ]);
    expect(mine.some((order) => 'events' in order)).toBe(false);

    const page = await app.request(`/api/orders/${user.email}?limit=2&offset=1`, { headers: auth });
    expect(((await page.json()) as Order[]).map((order) => order.items.length)).toEqual([2, 1]);

    const all = (await (await app.request('/api/allorders?limit=100', { headers: admin.auth })).json()) as Order[];
    for (const order of placed) expect(all.find((row) => row._id === order._id)?.items).toEqual(order.items);
  });
});

describe('shipping and cancelling', () => {
  it('lets only an admin ship, and only a pending order', async () => {
    const tool = await createTool(database.db, { availableQuantity: 50 });
    const owner = await signedInUser(database);
    const admin = await signedInUser(database, { role: 'admin' });
    const order = await placedOrder(app, owner.auth, tool.id);
    const ship = (auth: Record<string, string>, body: object = { status: 'shipped' }) =>
      app.request(`/api/orders/${order._id}`, jsonRequest('PUT', body, auth));

    expect((await ship(owner.auth)).status).toBe(403);
    expect((await ship(admin.auth, { status: 'cancelled' })).status).toBe(422);
    expect((await ship(admin.auth, { status: 'delivered' })).status).toBe(409);
    const shipped = await ship(admin.auth);
    expect(shipped.status).toBe(200);
    expect(((await shipped.json()) as Order).status).toBe('shipped');
    expect((await ship(admin.auth)).status).toBe(409);
  });

  it('lets the owner cancel a pending unpaid order: kept as cancelled with an event, its stock back', async () => {
    const tool = await createTool(database.db, { availableQuantity: 10 });
    const owner = await signedInUser(database);
    const stranger = await signedInUser(database);
    const order = await placedOrder(app, owner.auth, tool.id, 4);
    expect(await stockOf(database.db, tool.id)).toBe(6);

    expect(await cancelled(order, stranger)).toBe(404);
    expect(await stockOf(database.db, tool.id)).toBe(6);
    const response = await app.request(`/api/orders/${order._id}`, { method: 'DELETE', headers: owner.auth });
    expect(response.status).toBe(200);
    const kept = (await response.json()) as Order;
    expect(kept).toMatchObject({ _id: order._id, status: 'cancelled', paid: false });
    expect(kept.events!.map((event) => [event.status, event.note])).toEqual([
      ['placed', null],
      ['cancelled', 'Cancelled by its customer.'],
    ]);
    expect(await stockOf(database.db, tool.id)).toBe(10);
    // Still in their list, as cancelled; a second cancel is refused and returns nothing twice.
    const mine = (await (
      await app.request(`/api/orders/${owner.user.email}`, { headers: owner.auth })
    ).json()) as Order[];
    expect(mine.map((row) => [row._id, row.status])).toEqual([[order._id, 'cancelled']]);
    expect(await cancelled(order, owner)).toBe(409);
    expect(await stockOf(database.db, tool.id)).toBe(10);
  });

  it('keeps owners from cancelling shipped or paid orders, while admins cancel any not delivered', async () => {
    const tool = await createTool(database.db, { availableQuantity: 10 });
    const owner = await signedInUser(database);
    const admin = await signedInUser(database, { role: 'admin' });
    const shipped = await placedOrder(app, owner.auth, tool.id, 2);
    await database.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, shipped._id));
    const delivered = await placedOrder(app, owner.auth, tool.id, 1);
    await database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, delivered._id));

    expect(await cancelled(shipped, owner)).toBe(409);
    expect(await stockOf(database.db, tool.id)).toBe(7);

    // A shipped order's tools have left: cancelled, they do not come back on the shelf.
    expect(await cancelled(shipped, admin)).toBe(200);
    expect(await stockOf(database.db, tool.id)).toBe(7);
    expect(await cancelled(delivered, admin)).toBe(409);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, delivered._id));
    expect(row!.status).toBe('delivered');
  });
});
