import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@/shared/answers/orders';
import type { DatabaseHandle } from '../db/client';
import { idempotencyKeys, orders, tools } from '../db/schema';
import { jsonRequest, signedInUser, type TestApp } from '../test/app';
import { createTool, deliveryAddress, stockOf } from '../test/factories';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened), {
  overrides: { orderHolds: { holdMinutes: 60, maxUnpaid: 2 } },
});

type World = { roller: string; tape: string; auth: Record<string, string>; userId: string };

/** A shop of two tools and a signed-in customer, the world each rule is tried in. */
async function world(): Promise<World> {
  const [roller, tape] = await Promise.all([
    createTool(database.db, { name: 'Roller', priceCents: 1250, minOrderQuantity: 2, availableQuantity: 10 }),
    createTool(database.db, { name: 'Tape', priceCents: 399, minOrderQuantity: 1, availableQuantity: 50 }),
  ]);
  const { auth, user } = await signedInUser(database);
  return { roller: roller.id, tape: tape.id, auth, userId: user.id };
}

const place = (w: World, body: object, key?: string) =>
  app.request(
    '/api/orders',
    jsonRequest('POST', { ...body, ...deliveryAddress }, { ...w.auth, ...(key && { 'Idempotency-Key': key }) }),
  );
const cart = (...lines: [string, number][]) => ({
  items: lines.map(([productId, quantity]) => ({ productId, quantity })),
});

/**
 * Every rule of placing an order, through the one path every order takes (POST /api/orders, `place_order`),
 * for the cart's body and the spec's one-product body: what the customer hears, and that a refusal keeps
 * nothing, all lines or none.
 */
const rules: {
  rule: string;
  arrange?: (w: World) => Promise<unknown>;
  body: (w: World) => object;
  status: number;
  code?: string;
  issues?: (w: World) => object[];
  total?: number;
}[] = [
  {
    rule: 'a cart within every bound is placed',
    body: (w) => cart([w.roller, 2], [w.tape, 3]),
    status: 201,
    total: 36.97,
  },
  {
    rule: 'the minimum: a line under it is 422 on its quantity',
    body: (w) => cart([w.tape, 3], [w.roller, 1]),
    status: 422,
    code: 'invalid',
    issues: () => [{ path: 'items.1.quantity', message: 'Order at least 2 of Roller.' }],
  },
  {
    rule: 'the minimum, for the one-product body',
    body: (w) => ({ productId: w.roller, productQuantity: 1 }),
    status: 422,
    code: 'invalid',
    issues: () => [{ path: 'productQuantity', message: 'Order at least 2.' }],
  },
  {
    rule: 'the stock: a short line is 409 naming what is left, and no other line is taken',
    body: (w) => cart([w.tape, 3], [w.roller, 11]),
    status: 409,
    code: 'out_of_stock',
    issues: (w) => [
      { path: 'items.1', message: 'Only 10 of Roller left in stock.', productId: w.roller, available: 10 },
    ],
  },
  {
    rule: 'a retired tool is short with nothing left',
    arrange: (w) => database.db.update(tools).set({ deletedAt: new Date() }).where(eq(tools.id, w.roller)),
    body: (w) => cart([w.tape, 1], [w.roller, 2]),
    status: 409,
    code: 'out_of_stock',
    issues: (w) => [{ path: 'items.1', message: 'Roller is no longer sold.', productId: w.roller, available: 0 }],
  },
  {
    rule: 'a retired tool is 404 for the one-product body',
    arrange: (w) => database.db.update(tools).set({ deletedAt: new Date() }).where(eq(tools.id, w.roller)),
    body: (w) => ({ productId: w.roller, productQuantity: 2 }),
    status: 404,
    code: 'not_found',
  },
  {
    rule: 'a changed price: the order takes the price of the moment, whatever the customer saw',
    arrange: (w) => database.db.update(tools).set({ priceCents: 1399 }).where(eq(tools.id, w.roller)),
    body: (w) => cart([w.roller, 2]),
    status: 201,
    total: 27.98,
  },
  {
    rule: 'the total: more than one card payment takes is 422',
    arrange: (w) => database.db.update(tools).set({ priceCents: 60_000_000 }).where(eq(tools.id, w.roller)),
    body: (w) => cart([w.roller, 2]),
    status: 422,
    code: 'invalid',
    issues: () => [{ path: 'items', message: 'These tools cost more than one order can take.' }],
  },
  {
    rule: 'the unpaid cap: a customer holding as many unpaid orders as allowed is 409',
    arrange: async (w) => {
      for (const _ of [1, 2]) expect((await place(w, cart([w.tape, 1]))).status).toBe(201);
    },
    body: (w) => cart([w.roller, 2]),
    status: 409,
    code: 'too_many_unpaid',
  },
];

describe('every order rule, through the one placement path', () => {
  it.each(rules)('$rule', async ({ arrange, body, status, code, issues, total }) => {
    const w = await world();
    await arrange?.(w);
    const ordersBefore = await database.db.$count(orders, eq(orders.userId, w.userId));
    const stock = [await stockOf(database.db, w.roller), await stockOf(database.db, w.tape)];
    const response = await place(w, body(w), `rule-${crypto.randomUUID()}`);
    expect(response.status).toBe(status);
    const answer = (await response.json()) as Order & { error?: { code: string; issues?: object[] } };
    if (status === 201) {
      expect(answer.totalPrice).toBe(total);
      // Made from the rows the call wrote, the answer is the order as any read of it shows it.
      const read = (await (await app.request(`/api/order/${answer._id}`, { headers: w.auth })).json()) as Order;
      expect(answer).toEqual({ ...read, events: undefined });
      return;
    }
    expect(answer.error?.code).toBe(code);
    if (issues) expect(answer.error?.issues).toEqual(issues(w));
    // All or nothing: no order, no line taken, no key kept.
    expect(await database.db.$count(orders, eq(orders.userId, w.userId))).toBe(ordersBefore);
    expect([await stockOf(database.db, w.roller), await stockOf(database.db, w.tape)]).toEqual(stock);
  });

  it('an idempotent replay answers the first order and takes nothing more; another body under the key is 422', async () => {
    const w = await world();
    const first = await place(w, cart([w.roller, 2]), 'replay-key-1');
    expect(first.status).toBe(201);
    const again = await place(w, cart([w.roller, 2]), 'replay-key-1');
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const other = await place(w, cart([w.roller, 3]), 'replay-key-1');
    expect(other.status).toBe(422);
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe('idempotency_mismatch');
    expect(await database.db.$count(orders, eq(orders.userId, w.userId))).toBe(1);
    expect(await stockOf(database.db, w.roller)).toBe(8);
  });

  it('an order whose answer was never kept (the process stopped right after placing it) is answered from the order', async () => {
    const w = await world();
    const placed = (await (await place(w, cart([w.roller, 2]), 'lost-answer-1')).json()) as Order;
    await database.db
      .update(idempotencyKeys)
      .set({ statusCode: null, responseBody: null })
      .where(eq(idempotencyKeys.key, 'lost-answer-1'));
    const replayed = await place(w, cart([w.roller, 2]), 'lost-answer-1');
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replayed.json()).toEqual(placed);
    expect(await database.db.$count(orders, eq(orders.userId, w.userId))).toBe(1);
    const [key] = await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'lost-answer-1'));
    expect(key).toMatchObject({ statusCode: 201, resourceId: placed._id });
  });
});
