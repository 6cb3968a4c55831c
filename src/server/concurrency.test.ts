import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@/shared/answers/orders';
import type { DatabaseHandle } from './db/client';
import { orderItems, orders } from './db/schema';
import { jsonRequest, signedInUser, type TestApp, appWithRateLimits } from './test/app';
import { createTool, deliveryAddress, stockOf } from './test/factories';
import { useTestApp } from './test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

describe('under concurrency', () => {
  it('200 concurrent orders of mixed sizes never oversell', async () => {
    const tool = await createTool(database.db, { minOrderQuantity: 1, availableQuantity: 150 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => signedInUser(database)));
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        app.request(
          '/api/orders',
          jsonRequest(
            'POST',
            { productId: tool.id, productQuantity: (index % 3) + 1, ...deliveryAddress },
            buyers[index % 20]!.auth,
          ),
        ),
      ),
    );
    expect(responses.every((response) => response.status === 201 || response.status === 409)).toBe(true);
    const sold = (await database.db.select().from(orderItems).where(eq(orderItems.toolId, tool.id))).reduce(
      (sum, line) => sum + line.quantity,
      0,
    );
    const left = await stockOf(database.db, tool.id);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(sold + left).toBe(150);
    expect(left).toBeLessThan(3);
  });

  it('concurrent ship and cancel of one order leave one consistent outcome', async () => {
    const admin = await signedInUser(database, { role: 'admin' });
    const owner = await signedInUser(database);
    for (let round = 0; round < 5; round++) {
      const tool = await createTool(database.db, { availableQuantity: 10 });
      const placed = (await (
        await app.request(
          '/api/orders',
          jsonRequest('POST', { productId: tool.id, productQuantity: 4, ...deliveryAddress }, owner.auth),
        )
      ).json()) as Order;
      const [ship, cancel] = await Promise.all([
        app.request(`/api/orders/${placed._id}`, jsonRequest('PUT', { status: 'shipped' }, admin.auth)),
        app.request(`/api/orders/${placed._id}`, { method: 'DELETE', headers: owner.auth }),
      ]);
      const [row] = await database.db.select().from(orders).where(eq(orders.id, placed._id));
      if (cancel.status === 200) {
        // Cancelled first: the order is kept cancelled, its stock is back, and shipping found nothing pending.
        expect(row?.status).toBe('cancelled');
        expect(await stockOf(database.db, tool.id)).toBe(10);
        expect(ship.status).toBe(409);
      } else {
        // Shipped first: the owner can no longer cancel, and the stock stays sold.
        expect(ship.status).toBe(200);
        expect(cancel.status).toBe(409);
        expect(row?.status).toBe('shipped');
        expect(await stockOf(database.db, tool.id)).toBe(6);
      }
    }
  });

  it('concurrent identical orders with one Idempotency-Key place one order', async () => {
    const tool = await createTool(database.db, { availableQuantity: 100 });
    const buyer = await signedInUser(database);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.request(
          '/api/orders',
          jsonRequest(
            'POST',
            { productId: tool.id, productQuantity: 2, ...deliveryAddress },
            { ...buyer.auth, 'Idempotency-Key': 'same-checkout-0001' },
          ),
        ),
      ),
    );
    expect(responses.every((response) => response.status === 201)).toBe(true);
    const ids = new Set(await Promise.all(responses.map(async (response) => ((await response.json()) as Order)._id)));
    expect(ids.size).toBe(1);
    expect(await database.db.select().from(orderItems).where(eq(orderItems.toolId, tool.id))).toHaveLength(1);
    expect(await stockOf(database.db, tool.id)).toBe(98);
  });

  it('one key used by two users places two orders: keys are per user', async () => {
    const tool = await createTool(database.db, { availableQuantity: 100 });
    const [first, second] = await Promise.all([signedInUser(database), signedInUser(database)]);
    for (const buyer of [first, second]) {
      await app.request(
        '/api/orders',
        jsonRequest(
          'POST',
          { productId: tool.id, productQuantity: 1, ...deliveryAddress },
          { ...buyer.auth, 'Idempotency-Key': 'shared-key-0001' },
        ),
      );
    }
    expect(await database.db.select().from(orderItems).where(eq(orderItems.toolId, tool.id))).toHaveLength(2);
  });
});

describe('upload abuse', () => {
  it('rate limits uploads with 429 and Retry-After', async () => {
    const limited = appWithRateLimits(database, { uploads: { limit: 1, windowMs: 60_000 } });
    const admin = await signedInUser(database, { role: 'admin' });
    const upload = () => {
      const form = new FormData();
      form.append(
        'image',
        new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' }),
        'a.jpg',
      );
      return limited.request('/api/uploads', { method: 'POST', body: form, headers: admin.auth });
    };
    expect((await upload()).status).toBe(201);
    const refused = await upload();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
