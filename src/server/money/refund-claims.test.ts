import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@/shared/answers/orders';
import type { DatabaseHandle } from '../db/client';
import { payments, testGatewayRefunds } from '../db/schema';
import type { PaymentGateway } from '../payments/gateway';
import { createTestGateway } from '../payments/test-gateway';
import { createTestApp, jsonRequest, type TestApp } from '../test/app';
import { orderOf35 } from '../test/paid-orders';
import { depositPaidAtGateway } from '../test/quotes';
import { type Person, useTestAppWithPeople } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp, admin: Person, customer: Person;
useTestAppWithPeople((opened) => ({ database, app, admin, customer } = opened));

/**
 * The app with a gateway that lets `meanwhile` happen while it is asked for a refund, before it gives the money
 * back: what another admin's tap does in the seconds a refund takes.
 */
function appWhoseRefundsWaitFor(meanwhile: () => Promise<void>) {
  const local = createTestGateway(database.db);
  const refund: PaymentGateway['refund'] = async (input) => {
    await meanwhile();
    return local.gateway.refund(input);
  };
  return createTestApp(database, {
    payments: { gateway: { ...local.gateway, refund }, confirmTestPayment: local.confirm },
  });
}

/** The same call twice, the second made while the first's refund is being asked of the gateway. */
async function twiceAtOnce(call: (target: TestApp) => Response | Promise<Response>) {
  let second: Response | undefined;
  const first = await call(
    appWhoseRefundsWaitFor(async () => {
      second = await call(app);
    }),
  );
  return [first.status, second!.status];
}

const refundsAtGateway = (intentId: string) =>
  database.db.select().from(testGatewayRefunds).where(eq(testGatewayRefunds.intentId, intentId));
const ledgerRefunds = async (intentId: string) =>
  (await database.db.select().from(payments).where(eq(payments.intentId, intentId))).filter(
    (row) => row.type === 'refund',
  );

describe('a refund is asked of the gateway only for the move that won', () => {
  it('an order cancelled while it is marked delivered: one wins, and a delivered order is never refunded', async () => {
    const { order } = await orderOf35({ database, app }, { paid: true });
    const move = (status: string) =>
      app.request(`/api/orders/${order._id}`, jsonRequest('PUT', { status }, admin.auth));
    expect((await move('shipped')).status).toBe(200);
    let delivery: Response | undefined;
    const racing = appWhoseRefundsWaitFor(async () => {
      delivery = await move('delivered');
    });
    const cancelled = await racing.request(`/api/orders/${order._id}`, { method: 'DELETE', headers: admin.auth });
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as Order).status).toBe('cancelled');
    expect(delivery!.status).toBe(409);
    expect(((await delivery!.json()) as { error: { message: string } }).error.message).toContain('was cancelled');
    expect(await refundsAtGateway(order.transactionId!)).toHaveLength(1);
    expect(await ledgerRefunds(order.transactionId!)).toMatchObject([{ status: 'succeeded' }]);
  });

  it('two refunds of one order at once: one refunds, the other answers 409, and the money goes back once', async () => {
    const { order } = await orderOf35({ database, app }, { paid: true });
    const refund = (target: TestApp) =>
      target.request(`/api/orders/${order._id}/refund`, { method: 'POST', headers: admin.auth });
    expect(await twiceAtOnce(refund)).toEqual([200, 409]);
    expect(await refundsAtGateway(order.transactionId!)).toHaveLength(1);
    expect(await ledgerRefunds(order.transactionId!)).toHaveLength(1);
  });

  it('two cancels of one quote with its deposit paid: one cancels, the other answers 409, one refund', async () => {
    const { quote, intentId } = await depositPaidAtGateway(app, database.db, { admin, customer });
    const recorded = await app.request(
      `/api/quotes/${quote._id}/deposit`,
      jsonRequest('PATCH', { transactionId: intentId }, customer.auth),
    );
    expect(recorded.status).toBe(200);
    const cancel = (target: TestApp) =>
      target.request(`/api/quotes/${quote._id}/cancel`, { method: 'POST', headers: admin.auth });
    expect(await twiceAtOnce(cancel)).toEqual([200, 409]);
    expect(await refundsAtGateway(intentId)).toHaveLength(1);
    expect(await ledgerRefunds(intentId)).toMatchObject([{ status: 'succeeded' }]);
  });

  it('a key is one order’s: the same key on another order refunds that one, and another body under it is refused first', async () => {
    const first = await orderOf35({ database, app }, { paid: true });
    const second = await orderOf35({ database, app }, { paid: true });
    const headers = { ...admin.auth, 'Idempotency-Key': `refund-key-${crypto.randomUUID()}` };
    const refund = (order: Order, init: RequestInit = {}) =>
      app.request(`/api/orders/${order._id}/refund`, { method: 'POST', headers, ...init });
    expect((await refund(first.order)).status).toBe(200);
    const other = await refund(second.order);
    expect(other.status).toBe(200);
    expect(other.headers.get('Idempotent-Replayed')).toBeNull();
    expect(((await other.json()) as Order)._id).toBe(second.order._id);
    const third = await orderOf35({ database, app }, { paid: true });
    expect((await refund(third.order)).status).toBe(200);
    const changed = await refund(third.order, {
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 1 }),
    });
    expect(changed.status).toBe(422);
  });
});
