import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@/shared/answers/orders';
import type { DatabaseHandle } from '../db/client';
import { jsonRequest, signedInUser, type TestApp } from '../test/app';
import { onPostgresProject } from '../test/database';
import { createTool } from '../test/factories';
import { paidCartOrder } from '../test/paid-orders';
import { depositPaidAtGateway } from '../test/quotes';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

/**
 * Every query a PostgreSQL connection was asked for while it still ran another: a transaction has one
 * connection, and pg queues such a query today with a warning, and pg 9 refuses it.
 */
function watchOverlappingQueries() {
  const running = new WeakMap<object, number>();
  const overlapping: string[] = [];
  const query = pg.Client.prototype.query;
  const watched = function (this: pg.Client, ...args: unknown[]) {
    const now = (running.get(this) ?? 0) + 1;
    running.set(this, now);
    if (now > 1) overlapping.push(String((args[0] as { text?: string }).text ?? args[0]).slice(0, 120));
    const done = () => running.set(this, (running.get(this) ?? 1) - 1);
    const result = (query as (...all: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    else done();
    return result;
  };
  beforeAll(() => {
    pg.Client.prototype.query = watched as typeof query;
  });
  afterAll(() => {
    pg.Client.prototype.query = query;
  });
  return overlapping;
}

describe.skipIf(!onPostgresProject)('the queries of a transaction, on PostgreSQL', () => {
  const overlapping = watchOverlappingQueries();

  it('run one after the other in every move of money: pay, refund, cancel, a deposit and its cancelling', async () => {
    const admin = await signedInUser(database, { role: 'admin' });
    const customer = await signedInUser(database);
    const tool = await createTool(database.db, { availableQuantity: 20 });
    const paid = (): Promise<Order> => paidCartOrder(app, customer.auth, [{ productId: tool.id, quantity: 1 }]);
    const [toRefund, toCancel] = [await paid(), await paid()];
    const asAdmin = (method: string, path: string) => app.request(path, { method, headers: admin.auth });
    expect((await asAdmin('POST', `/api/orders/${toRefund._id}/refund`)).status).toBe(200);
    expect((await asAdmin('DELETE', `/api/orders/${toCancel._id}`)).status).toBe(200);

    const { quote, intentId } = await depositPaidAtGateway(app, database.db, { admin, customer });
    const recorded = await app.request(
      `/api/quotes/${quote._id}/deposit`,
      jsonRequest('PATCH', { transactionId: intentId }, customer.auth),
    );
    expect(recorded.status).toBe(200);
    expect((await asAdmin('POST', `/api/quotes/${quote._id}/cancel`)).status).toBe(200);

    expect(overlapping).toEqual([]);
  });
});
