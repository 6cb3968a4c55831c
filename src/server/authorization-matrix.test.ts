import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@/shared/api-types';
import type { DatabaseHandle } from './db/client';
import { createTestApp, jsonRequest, signedInUser } from './test/app';
import { createTestDatabase } from './test/database';
import { createPost, createTool } from './test/factories';
import { unsignedIdToken } from './test/id-tokens';

type Role = 'anonymous' | 'owner' | 'other' | 'admin';
type Caller = { role: Role; auth: Record<string, string>; email: string };
type Prepared = { path: string; body?: unknown; form?: FormData; headers?: Record<string, string> };

/**
 * Every API route and who may call it: anonymous, the owner of the resource, another customer, an
 * admin. `prepare` builds a fresh resource per call, so one caller's success never changes another's.
 */
type Row = {
  method: string;
  route: string;
  prepare: (caller: Caller) => Promise<Prepared>;
  expect: Record<Role, number>;
};

let database: DatabaseHandle;
let app: ReturnType<typeof createTestApp>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16)]);
const address = { userAddress: '1 Main St', userState: 'OR', userZip: '97401' };

async function ownersOrder(): Promise<Order> {
  const tool = await createTool(database.db, { availableQuantity: 100, priceCents: 1000 });
  const response = await app.request(
    '/api/orders',
    jsonRequest('POST', { productId: tool.id, productQuantity: 1, ...address }, owner.auth),
  );
  return (await response.json()) as Order;
}

async function intentFor(order: Order) {
  const response = await app.request(
    '/api/create-payment-intent',
    jsonRequest('POST', { orderId: order._id }, owner.auth),
  );
  return ((await response.json()) as { clientSecret: string }).clientSecret;
}

async function succeededIntentFor(order: Order) {
  const clientSecret = await intentFor(order);
  const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 1, cvc: '123' };
  const response = await app.request('/api/test-gateway/confirm', jsonRequest('POST', { clientSecret, card }));
  return ((await response.json()) as { paymentIntent: { id: string } }).paymentIntent.id;
}

const everyone = (status: number) => ({ anonymous: status, owner: status, other: status, admin: status });
const adminOnly = (status: number) => ({ anonymous: 401, owner: 403, other: 403, admin: status });
const signedIn = (status: number) => ({ anonymous: 401, owner: status, other: status, admin: status });

const rows: Row[] = [
  { method: 'GET', route: '/api/health', prepare: async () => ({ path: '/api/health' }), expect: everyone(200) },
  {
    method: 'GET',
    route: '/api/health/live',
    prepare: async () => ({ path: '/api/health/live' }),
    expect: everyone(200),
  },
  { method: 'GET', route: '/api/config', prepare: async () => ({ path: '/api/config' }), expect: everyone(200) },
  {
    method: 'PUT',
    route: '/api/users/:email',
    // Answers only to a Firebase ID token for that very email; a session token is not one.
    prepare: async (caller) => ({ path: `/api/users/${owner.user.email}`, body: {}, headers: caller.auth }),
    expect: everyone(401),
  },
  { method: 'GET', route: '/api/users', prepare: async () => ({ path: '/api/users' }), expect: adminOnly(200) },
  {
    method: 'GET',
    route: '/api/users/:email',
    prepare: async () => ({ path: `/api/users/${owner.user.email}` }),
    expect: { anonymous: 401, owner: 200, other: 403, admin: 200 },
  },
  {
    method: 'PUT',
    route: '/api/user/:email',
    prepare: async () => ({
      path: `/api/user/${owner.user.email}`,
      body: { address: '2 Elm', state: 'WA', zip: '98101' },
    }),
    expect: { anonymous: 401, owner: 200, other: 403, admin: 200 },
  },
  { method: 'GET', route: '/api/services', prepare: async () => ({ path: '/api/services' }), expect: everyone(200) },
  {
    method: 'GET',
    route: '/api/services/:id',
    prepare: async () => ({ path: `/api/services/${(await createTool(database.db)).id}` }),
    expect: everyone(200),
  },
  {
    method: 'PUT',
    route: '/api/services/:id',
    prepare: async () => ({
      path: `/api/services/${(await createTool(database.db)).id}`,
      body: { name: 'n', desc: 'd', minOrderQuantity: 1, orderQuanitity: 5, price: 10 },
    }),
    expect: adminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/services/:id',
    prepare: async () => ({ path: `/api/services/${(await createTool(database.db)).id}` }),
    expect: adminOnly(200),
  },
  { method: 'GET', route: '/api/posts', prepare: async () => ({ path: '/api/posts' }), expect: everyone(200) },
  {
    method: 'GET',
    route: '/api/recentPosts',
    prepare: async () => ({ path: '/api/recentPosts' }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/post',
    prepare: async () => ({ path: '/api/post', body: { title: 't', desc: 'd', img: '/images/blog/brush-care.svg' } }),
    expect: adminOnly(201),
  },
  {
    method: 'DELETE',
    route: '/api/post/:id',
    prepare: async () => ({ path: `/api/post/${(await createPost(database.db)).id}` }),
    expect: adminOnly(200),
  },
  { method: 'GET', route: '/api/reviews', prepare: async () => ({ path: '/api/reviews' }), expect: everyone(200) },
  {
    method: 'POST',
    route: '/api/reviews',
    prepare: async () => ({ path: '/api/reviews', body: { message: 'ok', rating: 4 } }),
    expect: signedIn(201),
  },
  {
    method: 'POST',
    route: '/api/msg',
    prepare: async () => ({ path: '/api/msg', body: { name: 'n', email: 'a@b.co', subject: 's', msg: 'm' } }),
    expect: everyone(201),
  },
  {
    method: 'POST',
    route: '/api/orders',
    prepare: async () => ({
      path: '/api/orders',
      body: { productId: (await createTool(database.db)).id, productQuantity: 1, ...address },
    }),
    expect: signedIn(201),
  },
  {
    method: 'GET',
    route: '/api/orders/:email',
    prepare: async () => ({ path: `/api/orders/${owner.user.email}` }),
    expect: { anonymous: 401, owner: 200, other: 403, admin: 200 },
  },
  {
    method: 'GET',
    route: '/api/order/:id',
    prepare: async () => ({ path: `/api/order/${(await ownersOrder())._id}` }),
    expect: { anonymous: 401, owner: 200, other: 404, admin: 200 },
  },
  { method: 'GET', route: '/api/allorders', prepare: async () => ({ path: '/api/allorders' }), expect: adminOnly(200) },
  {
    method: 'PUT',
    route: '/api/orders/:id',
    prepare: async () => ({ path: `/api/orders/${(await ownersOrder())._id}`, body: { status: 'shipped' } }),
    expect: adminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/orders/:id',
    prepare: async () => ({ path: `/api/orders/${(await ownersOrder())._id}` }),
    expect: { anonymous: 401, owner: 200, other: 404, admin: 200 },
  },
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
  {
    method: 'POST',
    route: '/api/uploads',
    prepare: async () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
      return { path: '/api/uploads', form };
    },
    expect: adminOnly(201),
  },
  {
    method: 'GET',
    route: '/api/uploads/:file',
    prepare: async () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
      const { url } = (await (
        await app.request('/api/uploads', { method: 'POST', body: form, headers: admin.auth })
      ).json()) as { url: string };
      return { path: url };
    },
    expect: everyone(200),
  },
];

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
  owner = await signedInUser(database);
  other = await signedInUser(database);
  admin = await signedInUser(database, { role: 'admin' });
});
afterAll(() => database.close());

describe('authorization matrix', () => {
  it('has a row for every API route the app serves', () => {
    const served = new Set(
      app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`),
    );
    const listed = new Set(rows.map((row) => `${row.method} ${row.route}`));
    expect([...served].filter((route) => !listed.has(route))).toEqual([]);
    expect([...listed].filter((route) => !served.has(route))).toEqual([]);
  });

  for (const row of rows) {
    it(`${row.method} ${row.route}`, async () => {
      const callers: Caller[] = [
        { role: 'anonymous', auth: {}, email: '' },
        { role: 'owner', auth: owner.auth, email: owner.user.email },
        { role: 'other', auth: other.auth, email: other.user.email },
        { role: 'admin', auth: admin.auth, email: admin.user.email },
      ];
      const seen: Record<string, number> = {};
      for (const caller of callers) {
        const { path, body, form, headers } = await row.prepare(caller);
        const init: RequestInit = form
          ? { method: row.method, body: form, headers: { ...caller.auth, ...headers } }
          : body === undefined
            ? { method: row.method, headers: { ...caller.auth, ...headers } }
            : jsonRequest(row.method, body, { ...caller.auth, ...headers });
        seen[caller.role] = (await app.request(path, init)).status;
      }
      expect(seen).toEqual(row.expect);
    });
  }
});

describe('forged identities', () => {
  it('ignores role claims: in a body, and in a token signed with another key', async () => {
    const claims = unsignedIdToken(owner.user.email, { role: 'admin', admin: true });
    const response = await app.request(
      `/api/users/${owner.user.email}`,
      jsonRequest('PUT', { role: 'admin', isAdmin: true }, { Authorization: `Bearer ${claims}` }),
    );
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    expect((await app.request('/api/users', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(403);
  });
});
