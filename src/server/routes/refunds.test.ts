import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@/shared/answers/error';
import type { Order } from '@/shared/answers/orders';
import type { DatabaseHandle } from '../db/client';
import { orderEvents, orders, testGatewayRefunds } from '../db/schema';
import type { PaymentGateway } from '../payments/gateway';
import { createTestGateway } from '../payments/test-gateway';
import { createTestApp, jsonRequest, placedCartOrder, signedInUser, type TestApp, testMoney } from '../test/app';
import { createTool, stockOf } from '../test/factories';
import { orderOf35 } from '../test/paid-orders';
import { moneyWorld } from '../test/money';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

const refund = (auth: Record<string, string>, order: Order, headers: Record<string, string> = {}, target = app) =>
  target.request(`/api/orders/${order._id}/refund`, { method: 'POST', headers: { ...auth, ...headers } });
const asAdmin = async () => (await signedInUser(database, { role: 'admin' })).auth;
const { intentStatus, ledgerOfOrder: ledgerOf } = moneyWorld(() => ({ database, app }));
const refundEvents = (order: Order) =>
  database.db
    .select()
    .from(orderEvents)
    .where(sql`${orderEvents.orderId} = ${order._id} and ${orderEvents.status} = 'refunded'`);

const paidOrder = () => orderOf35({ database, app }, { paid: true });

describe('POST /api/orders/:id/refund', () => {
  it('gives a paid order’s whole amount back and its stock, when it was not shipped', async () => {
    const admin = await asAdmin();
    const { auth, order, stock } = await paidOrder();
    expect(await stock()).toEqual([8, 7]);
    const response = await refund(admin, order);
    expect(response.status).toBe(200);
    const refunded = (await response.json()) as Order;
    expect(refunded).toMatchObject({ status: 'refunded', paid: true, transactionId: order.transactionId });
    expect(refunded.events!.map((event) => [event.status, event.note])).toEqual([
      ['placed', null],
      ['paid', null],
      ['refunded', expect.stringMatching(/^\$35\.00 refunded \(credit note CN-\d{4}-\d{5}\)\.$/)],
    ]);
    expect(await intentStatus(order.transactionId!)).toBe('refunded');
    expect(await stock()).toEqual([10, 10]);
    expect((await (await app.request(`/api/order/${order._id}`, { headers: auth })).json()) as Order).toMatchObject({
      status: 'refunded',
    });
  });

  it('refunds a shipped or delivered order without putting its tools back on the shelf', async () => {
    const admin = await asAdmin();
    for (const steps of [['shipped'], ['shipped', 'delivered']]) {
      const { order, stock } = await paidOrder();
      for (const status of steps) await app.request(`/api/orders/${order._id}`, jsonRequest('PUT', { status }, admin));
      const refunded = (await (await refund(admin, order)).json()) as Order;
      expect(refunded.status).toBe('refunded');
      expect(refunded.events!.map((event) => event.status)).toEqual(['placed', 'paid', ...steps, 'refunded']);
      expect(await stock()).toEqual([8, 7]);
    }
  });

  it('refuses a second refund with 409, giving nothing back twice', async () => {
    const admin = await asAdmin();
    const { order, stock } = await paidOrder();
    expect((await refund(admin, order)).status).toBe(200);
    const again = await refund(admin, order);
    expect(again.status).toBe(409);
    expect(((await again.json()) as ApiErrorBody).error).toEqual({
      code: 'conflict',
      message: 'This order was already refunded.',
    });
    expect(await stock()).toEqual([10, 10]);
    expect(await refundEvents(order)).toHaveLength(1);
  });

  it('refuses an unpaid order, pending or expired, with 409', async () => {
    const admin = await asAdmin();
    const tool = await createTool(database.db, { availableQuantity: 10 });
    const { auth } = await signedInUser(database);
    const pending = await placedCartOrder(app, auth, [{ productId: tool.id, quantity: 2 }]);
    const expired = await placedCartOrder(app, auth, [{ productId: tool.id, quantity: 3 }]);
    await database.db
      .update(orders)
      .set({ reservedUntil: sql`now() - interval '1 second'` })
      .where(eq(orders.id, expired._id));
    for (const order of [pending, expired]) {
      const response = await refund(admin, order);
      expect(response.status).toBe(409);
      expect(((await response.json()) as ApiErrorBody).error).toEqual({
        code: 'conflict',
        message: 'This order was never paid, so there is nothing to refund.',
      });
    }
    expect(await stockOf(database.db, tool.id)).toBe(8);
  });

  it('refunds once when several refunds of one order arrive at once', async () => {
    const admin = await asAdmin();
    const { order, stock } = await paidOrder();
    const statuses = await Promise.all(Array.from({ length: 5 }, async () => (await refund(admin, order)).status));
    expect(statuses.sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await stock()).toEqual([10, 10]);
    expect(await refundEvents(order)).toHaveLength(1);
  });

  it('answers a replay with the same Idempotency-Key as the first time', async () => {
    const admin = await asAdmin();
    const { order } = await paidOrder();
    const key = { 'Idempotency-Key': 'refund-key-0001' };
    const first = await refund(admin, order, key);
    const replay = await refund(admin, order, key);
    expect([first.status, replay.status]).toEqual([200, 200]);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toEqual(await first.json());
    expect(await refundEvents(order)).toHaveLength(1);
  });

  it('answers 404 for an order that does not exist, and only admins may refund', async () => {
    const admin = await asAdmin();
    const { auth, order } = await paidOrder();
    expect((await refund(admin, { ...order, _id: crypto.randomUUID() })).status).toBe(404);
    expect((await refund(auth, order)).status).toBe(403);
    expect((await refund({}, order)).status).toBe(401);
  });
});

describe('a refund whose gateway fails', () => {
  /** The app on the same database, with a gateway that refunds (or not) and whose answer never comes back. */
  const answerLost = (refunds: boolean) => {
    const local = createTestGateway(database.db);
    const refundWithoutAnswer: PaymentGateway['refund'] = async (input) => {
      if (refunds) await local.gateway.refund(input);
      throw new Error('connect ETIMEDOUT api.stripe.com');
    };
    return createTestApp(database, {
      payments: { gateway: { ...local.gateway, refund: refundWithoutAnswer }, confirmTestPayment: local.confirm },
    });
  };
  const refundsAtGateway = (intentId: string) =>
    database.db.select().from(testGatewayRefunds).where(eq(testGatewayRefunds.intentId, intentId));

  it('marks the order refunded with its refund pending, and the money sweep completes it', async () => {
    const admin = await asAdmin();
    const { order, stock } = await paidOrder();
    const answered = await refund(admin, order, { 'Idempotency-Key': 'refund-retry-0001' }, answerLost(false));
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as Order).status).toBe('refunded');
    expect(await stock()).toEqual([10, 10]);
    expect(await intentStatus(order.transactionId!)).toBe('succeeded');
    expect((await ledgerOf(order._id)).map(({ type, status }) => `${type} ${status}`)).toEqual([
      'charge succeeded',
      'refund pending',
    ]);
    // The same key again answers the first answer, and moves nothing.
    expect((await refund(admin, order, { 'Idempotency-Key': 'refund-retry-0001' })).status).toBe(200);
    expect(await refundsAtGateway(order.transactionId!)).toEqual([]);

    await testMoney(database).sweep();
    expect(await intentStatus(order.transactionId!)).toBe('refunded');
    expect((await ledgerOf(order._id)).map(({ status }) => status)).toEqual(['succeeded', 'succeeded']);
    expect(await refundEvents(order)).toHaveLength(1);
  });

  it('moves the money once when the gateway refunded but its answer was lost: the sweep asks again by the same key', async () => {
    const admin = await asAdmin();
    const { order } = await paidOrder();
    expect((await refund(admin, order, {}, answerLost(true))).status).toBe(200);
    expect(await refundsAtGateway(order.transactionId!)).toHaveLength(1);
    expect((await ledgerOf(order._id))[1]).toMatchObject({ type: 'refund', status: 'pending' });
    await testMoney(database).sweep();
    await testMoney(database).sweep();
    const [made] = await refundsAtGateway(order.transactionId!);
    expect(await refundsAtGateway(order.transactionId!)).toHaveLength(1);
    expect((await ledgerOf(order._id))[1]).toMatchObject({ status: 'succeeded', refundId: made!.id });
  });
});
