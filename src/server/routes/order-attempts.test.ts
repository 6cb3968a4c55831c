import { describe, expect, it } from 'vitest';
import type { Order } from '@/shared/answers/orders';
import type { DatabaseHandle } from '../db/client';
import { jsonRequest, signedInUser, type TestApp } from '../test/app';
import { createTool } from '../test/factories';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;
let customer: Awaited<ReturnType<typeof signedInUser>>;

useTestApp(async (opened) => {
  ({ database, app } = opened);
  customer = await signedInUser(database);
});

const delivery = { userAddress: '12 Scaffold Row', userState: 'OR', userZip: '97401' };

async function place(body: unknown, key: string, auth = customer.auth) {
  const response = await app.request('/api/orders', jsonRequest('POST', body, { ...auth, 'Idempotency-Key': key }));
  return { status: response.status, body: (await response.json()) as Order & { error?: { code: string } } };
}

const ask = async (key: string, auth = customer.auth) => {
  const response = await app.request(`/api/order-attempts/${encodeURIComponent(key)}`, { headers: auth });
  return { status: response.status, body: (await response.json()) as Order & { error?: { code: string } } };
};

describe('GET /api/order-attempts/:key: what became of an order whose answer was lost', () => {
  it('answers the order the shop placed under the key, a cart’s or one tool’s, as it stands now', async () => {
    const [roller, brush] = await Promise.all([createTool(database.db), createTool(database.db)]);
    const cart = {
      items: [
        { productId: roller.id, quantity: 2 },
        { productId: brush.id, quantity: 1 },
      ],
      ...delivery,
    };
    const placed = await place(cart, 'cart-order-lost-1');
    expect(placed.status).toBe(201);
    const found = await ask('cart-order-lost-1');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ _id: placed.body._id, userZip: '97401', status: 'pending' });
    expect(found.body.items.map((item) => item.quantity)).toEqual([2, 1]);

    const one = await place({ productId: roller.id, productQuantity: 1, ...delivery }, 'tool-order-lost-1');
    expect((await ask('tool-order-lost-1')).body._id).toBe(one.body._id);
  });

  it('answers 404 when the shop placed nothing under the key: never sent, refused, or another person’s', async () => {
    expect(await ask('never-sent-key-1')).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    const tool = await createTool(database.db, { availableQuantity: 1 });
    const refused = await place({ items: [{ productId: tool.id, quantity: 5 }], ...delivery }, 'refused-key-1');
    expect(refused.status).toBe(409);
    expect((await ask('refused-key-1')).status).toBe(404);
    const other = await signedInUser(database);
    await place({ productId: tool.id, productQuantity: 1, ...delivery }, 'someone-elses-key-1', other.auth);
    expect((await ask('someone-elses-key-1')).status).toBe(404);
  });

  it('answers a key no order could have been placed under with 404 in the error shape, never a 5xx', async () => {
    for (const key of ['%00', 'x'.repeat(2000), "'; drop table orders; --", '🎨🎨🎨🎨🎨🎨🎨🎨'])
      expect(await ask(key)).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
  });
});
