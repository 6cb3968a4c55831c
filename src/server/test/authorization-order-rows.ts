import type { Cart, Order } from '@/shared/answers/orders';
import { jsonRequest } from './app';
import { adminOnly, everyone, type MatrixWorld, type Row, routeRow, signedIn, pathRow } from './authorization-rows';
import { createTool } from './factories';

/** The matrix rows of orders and payments, each on an order of the owner's own. */
export function orderRows(world: MatrixWorld): Row[] {
  const address = { userAddress: '1 Main St', userState: 'OR', userZip: '97401' };

  async function ownersOrder(): Promise<Order> {
    const tool = await createTool(world.database.db, { availableQuantity: 100, priceCents: 1000 });
    const response = await world.app.request(
      '/api/orders',
      jsonRequest('POST', { productId: tool.id, productQuantity: 1, ...address }, world.owner.auth),
    );
    return (await response.json()) as Order;
  }

  async function intentFor(order: Order) {
    const response = await world.app.request(
      '/api/create-payment-intent',
      jsonRequest('POST', { orderId: order._id }, world.owner.auth),
    );
    return ((await response.json()) as { clientSecret: string }).clientSecret;
  }

  async function succeededIntentFor(order: Order) {
    const clientSecret = await intentFor(order);
    const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 1, cvc: '123' };
    const response = await world.app.request('/api/test-gateway/confirm', jsonRequest('POST', { clientSecret, card }));
    return ((await response.json()) as { paymentIntent: { id: string } }).paymentIntent.id;
  }

  async function paidOrder(): Promise<Order> {
    const order = await ownersOrder();
    const transactionId = await succeededIntentFor(order);
    await world.app.request(`/api/payments/${order._id}`, jsonRequest('PATCH', { transactionId }, world.owner.auth));
    return order;
  }

  return [
    routeRow('GET', '/api/cart', signedIn(200)),
    {
      method: 'PUT',
      route: '/api/cart',
      // Each caller saves their own cart, on the version they last saw.
      prepare: async (caller) => {
        const stored = await world.app.request('/api/cart', { headers: caller.auth });
        const { version } = stored.ok ? ((await stored.json()) as Cart) : { version: 0 };
        const tool = await createTool(world.database.db);
        return { path: '/api/cart', body: { items: [{ productId: tool.id, quantity: 1 }], version } };
      },
      expect: signedIn(200),
    },
    {
      method: 'POST',
      route: '/api/orders',
      prepare: async () => ({
        path: '/api/orders',
        body: { productId: (await createTool(world.database.db)).id, productQuantity: 1, ...address },
      }),
      expect: signedIn(201),
    },
    pathRow('GET', '/api/orders/:email', async () => `/api/orders/${world.owner.user.email}`, {
      anonymous: 401,
      owner: 200,
      other: 403,
      admin: 200,
    }),
    pathRow('GET', '/api/order/:id', async () => `/api/order/${(await ownersOrder())._id}`, {
      anonymous: 401,
      owner: 200,
      other: 404,
      admin: 200,
    }),
    {
      method: 'GET',
      route: '/api/order-attempts/:key',
      // The owner's order placed under a key: found only by its owner, whose scope the key was kept in.
      prepare: async () => {
        const key = `attempt-${crypto.randomUUID()}`;
        const tool = await createTool(world.database.db);
        const body = { productId: tool.id, productQuantity: 1, ...address };
        await world.app.request(
          '/api/orders',
          jsonRequest('POST', body, { ...world.owner.auth, 'Idempotency-Key': key }),
        );
        return { path: `/api/order-attempts/${key}` };
      },
      expect: { anonymous: 401, owner: 200, other: 404, admin: 404 },
    },
    routeRow('GET', '/api/allorders', adminOnly(200)),
    pathRow('GET', '/api/payments', async () => '/api/payments?kind=order&limit=5', adminOnly(200)),
    pathRow('GET', '/api/payments.csv', async () => '/api/payments.csv?from=2026-01-01', adminOnly(200)),
    routeRow('GET', '/api/takings', adminOnly(200)),
    routeRow('GET', '/api/tax-report', adminOnly(200)),
    pathRow(
      'GET',
      '/api/documents/:number',
      async () => {
        const order = await paidOrder();
        const paid = await world.app.request(`/api/order/${order._id}`, { headers: world.owner.auth });
        return `/api/documents/${((await paid.json()) as Order).number}`;
      },
      { anonymous: 401, owner: 200, other: 404, admin: 200 },
    ),
    routeRow('GET', '/api/tax-rates', everyone(200)),
    routeRow('GET', '/api/delivery', everyone(200)),
    // The books as they start: no tax and free delivery, written back as they were.
    {
      method: 'PUT',
      route: '/api/tax-rates',
      prepare: async () => ({ path: '/api/tax-rates', body: { rates: [] } }),
      expect: adminOnly(200),
    },
    {
      method: 'PUT',
      route: '/api/delivery',
      prepare: async () => ({ path: '/api/delivery', body: { flat: 0, freeFrom: null, pickup: false } }),
      expect: adminOnly(200),
    },
    {
      method: 'PUT',
      route: '/api/orders/:id',
      prepare: async () => ({ path: `/api/orders/${(await ownersOrder())._id}`, body: { status: 'shipped' } }),
      expect: adminOnly(200),
    },
    pathRow(
      'POST',
      '/api/orders/:id/refund',
      async () => `/api/orders/${(await paidOrder())._id}/refund`,
      adminOnly(200),
    ),
    pathRow('DELETE', '/api/orders/:id', async () => `/api/orders/${(await ownersOrder())._id}`, {
      anonymous: 401,
      owner: 200,
      other: 404,
      admin: 200,
    }),
    {
      method: 'POST',
      route: '/api/create-payment-intent',
      prepare: async () => ({ path: '/api/create-payment-intent', body: { orderId: (await ownersOrder())._id } }),
      expect: { anonymous: 401, owner: 200, other: 404, admin: 404 },
    },
    {
      method: 'PATCH',
      route: '/api/payments/:orderId',
      prepare: async () => {
        const order = await ownersOrder();
        return { path: `/api/payments/${order._id}`, body: { transactionId: await succeededIntentFor(order) } };
      },
      expect: { anonymous: 401, owner: 200, other: 404, admin: 404 },
    },
    {
      method: 'POST',
      route: '/api/test-gateway/confirm',
      // The client secret is the credential here, as with Stripe's own confirm call.
      prepare: async () => ({
        path: '/api/test-gateway/confirm',
        body: {
          clientSecret: await intentFor(await ownersOrder()),
          card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
        },
      }),
      expect: everyone(200),
    },
  ];
}
