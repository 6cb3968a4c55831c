import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@/shared/api-types';
import { defaultOrderHolds } from '../app-deps';
import type { Database, DatabaseHandle } from '../db/client';
import { idempotencyKeys, orders, tools } from '../db/schema';
import { jsonRequest, signedInUser, type TestApp } from '../test/app';
import { createTool, deliveryAddress, stockOf } from '../test/factories';
import { useTestApp } from '../test/use-test-app';
import { placeOrderAtOnce } from './place-order-at-once';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

/** The database, with `meanwhile` done just before the call that places the order: after the tools were read. */
function changingBeforeTheCall(db: Database, meanwhile: () => Promise<unknown>): Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'execute')
        return async (query: Parameters<Database['execute']>[0]) => {
          await meanwhile();
          return target.execute(query);
        };
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('an order placed in one call', () => {
  it('answers what reading the order gives back, takes every line and keeps the answer of its key', async () => {
    const [roller, tape] = await Promise.all([
      createTool(database.db, { name: 'Roller', priceCents: 1250, minOrderQuantity: 1, availableQuantity: 10 }),
      createTool(database.db, { name: 'Tape', priceCents: 399, minOrderQuantity: 2, availableQuantity: 50 }),
    ]);
    const { auth } = await signedInUser(database);
    const items = [
      { productId: roller.id, quantity: 2 },
      { productId: tape.id, quantity: 4 },
    ];
    const place = () =>
      app.request(
        '/api/orders',
        jsonRequest('POST', { items, ...deliveryAddress }, { ...auth, 'Idempotency-Key': 'at-once-1' }),
      );
    const placed = await place();
    expect(placed.status).toBe(201);
    const answer = (await placed.json()) as Order;
    expect(answer).toMatchObject({ totalPrice: 40.96, productQuantity: 6, status: 'pending' });

    const read = (await (await app.request(`/api/order/${answer._id}`, { headers: auth })).json()) as Order;
    const { events, ...withoutTimeline } = read;
    expect(withoutTimeline).toEqual(answer);
    expect(events).toEqual([expect.objectContaining({ status: 'placed' })]);
    const again = await place();
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(answer);
    expect(await stockOf(database.db, roller.id)).toBe(8);
    expect(await stockOf(database.db, tape.id)).toBe(46);
  });

  it('keeps nothing when a tool is no longer as read, leaving the order to the ordinary path', async () => {
    const tool = await createTool(database.db, {
      name: 'Ladder',
      priceCents: 1000,
      minOrderQuantity: 1,
      availableQuantity: 10,
    });
    const { user } = await signedInUser(database);
    const input = { items: [{ productId: tool.id, quantity: 3 }], ...deliveryAddress };
    const claim = { scope: `POST /api/orders ${user.id}`, key: 'at-once-changed', requestHash: 'hash' };
    const changes = [
      { priceCents: 1100 },
      { name: 'Step ladder' },
      { minOrderQuantity: 4 },
      { availableQuantity: 2 },
      { deletedAt: new Date() },
    ];
    for (const change of changes) {
      const meanwhile = () => database.db.update(tools).set(change).where(eq(tools.id, tool.id));
      expect(
        await placeOrderAtOnce(changingBeforeTheCall(database.db, meanwhile), claim, input, user, defaultOrderHolds),
      ).toBeUndefined();
      await database.db
        .update(tools)
        .set({ name: 'Ladder', priceCents: 1000, minOrderQuantity: 1, availableQuantity: 10, deletedAt: null })
        .where(eq(tools.id, tool.id));
    }
    expect(await database.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    expect(await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, claim.key))).toEqual([]);
    expect(await stockOf(database.db, tool.id)).toBe(10);
  });

  it('keeps nothing when its key was taken, or the customer reached the unpaid cap, meanwhile', async () => {
    const tool = await createTool(database.db, { minOrderQuantity: 1, availableQuantity: 10 });
    const { user } = await signedInUser(database);
    const input = { items: [{ productId: tool.id, quantity: 1 }], ...deliveryAddress };
    const claim = { scope: `POST /api/orders ${user.id}`, key: 'at-once-taken', requestHash: 'hash' };
    const keyTaken = () => database.db.insert(idempotencyKeys).values({ ...claim, statusCode: 201, responseBody: {} });
    expect(
      await placeOrderAtOnce(changingBeforeTheCall(database.db, keyTaken), claim, input, user, defaultOrderHolds),
    ).toBeUndefined();

    const holds = { ...defaultOrderHolds, maxUnpaid: 1 };
    expect(await placeOrderAtOnce(database.db, undefined, input, user, holds)).toMatchObject({ status: 201 });
    expect(await placeOrderAtOnce(database.db, undefined, input, user, holds)).toBeUndefined();
    expect(await database.db.$count(orders, eq(orders.userId, user.id))).toBe(1);
    expect(await stockOf(database.db, tool.id)).toBe(9);
  });

  it('leaves to the ordinary path a line under its minimum or over the stock, which says why', async () => {
    const tool = await createTool(database.db, { minOrderQuantity: 3, availableQuantity: 5 });
    const { user, auth } = await signedInUser(database);
    for (const quantity of [2, 6]) {
      const input = { items: [{ productId: tool.id, quantity }], ...deliveryAddress };
      expect(await placeOrderAtOnce(database.db, undefined, input, user, defaultOrderHolds)).toBeUndefined();
    }
    const refused = await app.request(
      '/api/orders',
      jsonRequest('POST', { items: [{ productId: tool.id, quantity: 6 }], ...deliveryAddress }, auth),
    );
    expect(refused.status).toBe(409);
    expect(await stockOf(database.db, tool.id)).toBe(5);
  });
});
