import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Order } from '@/shared/api-types';
import { defaultOrderHolds } from '../app-deps';
import type { DatabaseHandle } from '../db/client';
import { idempotencyKeys, orders, tools } from '../db/schema';
import { runIdempotent, TryAgain } from '../http/idempotency';
import { jsonRequest, signedInUser, type TestApp } from '../test/app';
import { createTool, deliveryAddress, stockOf } from '../test/factories';
import { useTestApp } from '../test/use-test-app';
import { placeOrderLockingLast } from './place-order-locking-last';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

const rolledBack = new Error('rolled back by the test');

describe('an order placed with its tools taken last', () => {
  it('answers what reading the order gives back, and takes the stock of every line', async () => {
    const [roller, tape] = await Promise.all([
      createTool(database.db, { name: 'Roller', priceCents: 1250, minOrderQuantity: 1, availableQuantity: 10 }),
      createTool(database.db, { name: 'Tape', priceCents: 399, minOrderQuantity: 2, availableQuantity: 50 }),
    ]);
    const { auth } = await signedInUser(database);
    const items = [
      { productId: roller.id, quantity: 2 },
      { productId: tape.id, quantity: 4 },
    ];
    const placed = await app.request(
      '/api/orders',
      jsonRequest('POST', { items, ...deliveryAddress }, { ...auth, 'Idempotency-Key': 'locking-last-1' }),
    );
    expect(placed.status).toBe(201);
    const answer = (await placed.json()) as Order;
    expect(answer).toMatchObject({ totalPrice: 40.96, productQuantity: 6, status: 'pending' });

    const read = (await (await app.request(`/api/order/${answer._id}`, { headers: auth })).json()) as Order;
    const { events, ...withoutTimeline } = read;
    expect(withoutTimeline).toEqual(answer);
    expect(events).toEqual([expect.objectContaining({ status: 'placed' })]);
    expect(await stockOf(database.db, roller.id)).toBe(8);
    expect(await stockOf(database.db, tape.id)).toBe(46);
  });

  it('asks to try again, keeping nothing, when a tool changed between its read and the taking', async () => {
    const tool = await createTool(database.db, { priceCents: 1000, minOrderQuantity: 1, availableQuantity: 10 });
    const { user } = await signedInUser(database);
    const input = { items: [{ productId: tool.id, quantity: 3 }], ...deliveryAddress };
    for (const change of [{ priceCents: 1100 }, { availableQuantity: 2 }, { deletedAt: new Date() }]) {
      await database.db
        .update(tools)
        .set({ priceCents: 1000, availableQuantity: 10, deletedAt: null })
        .where(eq(tools.id, tool.id));
      await expect(
        database.db.transaction(async (tx) => {
          const placed = await placeOrderLockingLast(tx, input, user, defaultOrderHolds);
          // What another transaction might commit after the read.
          await tx.update(tools).set(change).where(eq(tools.id, tool.id));
          await placed!.lastly!(undefined);
          throw rolledBack;
        }),
      ).rejects.toBeInstanceOf(TryAgain);
    }
    expect(await database.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });

  it('leaves an order it cannot place to the locked path, which says why', async () => {
    const tool = await createTool(database.db, { minOrderQuantity: 3, availableQuantity: 5 });
    const { user } = await signedInUser(database);
    for (const quantity of [2, 6]) {
      await expect(
        database.db.transaction(async (tx) => {
          expect(
            await placeOrderLockingLast(
              tx,
              { items: [{ productId: tool.id, quantity }], ...deliveryAddress },
              user,
              defaultOrderHolds,
            ),
          ).toBeUndefined();
          throw rolledBack;
        }),
      ).rejects.toBe(rolledBack);
    }
    expect(await stockOf(database.db, tool.id)).toBe(5);
  });
});

describe('a replayable write that must try again', () => {
  it('runs once more in a transaction of its own, and keeps only that answer', async () => {
    const { user } = await signedInUser(database);
    const attempts: boolean[] = [];
    const writes = new Hono().post('/write', (c) =>
      runIdempotent(c, database.db, user.id, async (tx, { again }) => {
        attempts.push(again);
        return {
          status: 201,
          body: { again },
          lastly: async (keepAnswer) => {
            await tx.execute(keepAnswer!);
            if (!again) throw new TryAgain();
          },
        };
      }),
    );
    const request = () =>
      writes.request('/write', jsonRequest('POST', { what: 'anything' }, { 'Idempotency-Key': 'try-again-1' }));
    const first = await request();
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ again: true });
    expect(attempts).toEqual([false, true]);

    expect(await (await request()).json()).toEqual({ again: true });
    expect(attempts).toEqual([false, true]);
    const kept = await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'try-again-1'));
    expect(kept).toHaveLength(1);
  });
});
