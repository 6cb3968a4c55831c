import { count, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order, Slot } from '@/shared/api-types';
import type { DatabaseHandle } from './db/client';
import { bookings, contactMessages, orders, posts, reviews, tools, users } from './db/schema';
import { jsonRequest, signedInUser, type TestApp } from './test/app';
import { createTool } from './test/factories';
import { useTestApp } from './test/use-test-app';

let database: DatabaseHandle, app: TestApp;
let customer: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let toolId: string;
let order: Order;
let freeVisit: string;

type WriteRoute = {
  name: string;
  method: string;
  path: () => string;
  auth: () => Record<string, string>;
  valid: () => Record<string, unknown>;
  /** The table a wrong request must leave unchanged. */
  table: Table;
};

const routes: WriteRoute[] = [
  {
    name: 'POST /bookings',
    method: 'POST',
    path: () => '/api/bookings',
    auth: () => ({}),
    valid: () => ({
      start: freeVisit,
      name: 'Ana',
      email: 'ana@example.com',
      phone: '+1 541 555 0100',
      address: '1 Main',
      notes: '',
    }),
    table: bookings,
  },
  {
    name: 'POST /msg',
    method: 'POST',
    path: () => '/api/msg',
    auth: () => ({}),
    valid: () => ({ name: 'Ana', email: 'ana@example.com', subject: 'Hi', msg: 'Hello' }),
    table: contactMessages,
  },
  {
    name: 'POST /reviews',
    method: 'POST',
    path: () => '/api/reviews',
    auth: () => customer.auth,
    valid: () => ({ message: 'Great', rating: 5 }),
    table: reviews,
  },
  {
    name: 'POST /orders',
    method: 'POST',
    path: () => '/api/orders',
    auth: () => customer.auth,
    valid: () => ({ productId: toolId, productQuantity: 1, userAddress: '1 Main', userState: 'OR', userZip: '97401' }),
    table: orders,
  },
  {
    name: 'PUT /user/:email',
    method: 'PUT',
    path: () => `/api/user/${customer.user.email}`,
    auth: () => customer.auth,
    valid: () => ({ address: 'A', state: 'B', zip: '1' }),
    table: users,
  },
  {
    name: 'PUT /services/:id',
    method: 'PUT',
    path: () => `/api/services/${toolId}`,
    auth: () => admin.auth,
    valid: () => ({ name: 'Tool', desc: 'Desc', minOrderQuantity: 1, orderQuanitity: 1000, price: 12 }),
    table: tools,
  },
  {
    name: 'POST /services',
    method: 'POST',
    path: () => '/api/services',
    auth: () => admin.auth,
    valid: () => ({
      name: 'Tool',
      desc: 'Desc',
      img: '/images/tools/roller-kit.svg',
      minOrderQuantity: 1,
      orderQuanitity: 10,
      price: 12.5,
    }),
    table: tools,
  },
  {
    name: 'POST /post',
    method: 'POST',
    path: () => '/api/post',
    auth: () => admin.auth,
    valid: () => ({ title: 'T', desc: 'D', img: '/images/blog/brush-care.svg' }),
    table: posts,
  },
  {
    name: 'PUT /orders/:id',
    method: 'PUT',
    path: () => `/api/orders/${order._id}`,
    auth: () => admin.auth,
    valid: () => ({ status: 'shipped' }),
    table: orders,
  },
  {
    name: 'POST /create-payment-intent',
    method: 'POST',
    path: () => '/api/create-payment-intent',
    auth: () => customer.auth,
    valid: () => ({ orderId: order._id }),
    table: orders,
  },
  {
    name: 'PATCH /payments/:orderId',
    method: 'PATCH',
    path: () => `/api/payments/${order._id}`,
    auth: () => customer.auth,
    valid: () => ({ transactionId: 'pi_made_up_1234' }),
    table: orders,
  },
  {
    name: 'PUT /users/:email',
    method: 'PUT',
    path: () => `/api/users/${customer.user.email}`,
    auth: () => ({}),
    valid: () => ({ name: 'N' }),
    table: users,
  },
];

async function rowCount(table: Table): Promise<number> {
  const rows = (await database.db.select({ rows: count() }).from(table as typeof users)) as { rows: number }[];
  return rows[0]!.rows;
}

function expectErrorShape(body: unknown) {
  expect(body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
}

useTestApp(async (opened) => {
  ({ database, app } = opened);
  customer = await signedInUser(database);
  admin = await signedInUser(database, { role: 'admin' });
  toolId = (await createTool(database.db, { availableQuantity: 10_000 })).id;
  const response = await app.request(
    '/api/orders',
    jsonRequest(
      'POST',
      { productId: toolId, productQuantity: 1, userAddress: '1 Main', userState: 'OR', userZip: '97401' },
      customer.auth,
    ),
  );
  order = (await response.json()) as Order;
  freeVisit = ((await (await app.request('/api/slots')).json()) as Slot[]).find((slot) => slot.available)!.start;
});

// A valid body in a type any web page may send without a preflight: refused whole, 415.
const sentAs = (type: string) => (route: WriteRoute) =>
  jsonRequest(route.method, route.valid(), { ...route.auth(), 'Content-Type': type });

// The valid body with every field changed.
const eachField = (change: (value: unknown) => unknown) => (route: WriteRoute) =>
  jsonRequest(
    route.method,
    Object.fromEntries(Object.entries(route.valid()).map(([key, value]) => [key, change(value)])),
    route.auth(),
  );

const refusals: [string, (route: WriteRoute) => RequestInit, number?][] = [
  ['a valid body as text/plain', sentAs('text/plain'), 415],
  ['a valid body as a form', sentAs('application/x-www-form-urlencoded'), 415],
  ['a valid body as multipart', sentAs('multipart/form-data; boundary=x'), 415],
  ['malformed JSON', (route) => jsonRequest(route.method, '{"oops": ', route.auth())],
  ['a body that is not an object', (route) => jsonRequest(route.method, '"just a string"', route.auth())],
  ['missing fields', (route) => jsonRequest(route.method, {}, route.auth())],
  ['wrong types', eachField(() => ({ nested: [1, 2] }))],
  ['1 MB strings', eachField((value) => (typeof value === 'string' ? 'x'.repeat(1024 * 1024) : value))],
];

describe.each(routes)('$name refuses bad input with a 4xx in the error shape and stores nothing', (route) => {
  it.each(refusals)('%s', async (_label, build, status) => {
    const before = await rowCount(route.table);
    const response = await app.request(route.path(), build(route));
    if (status) expect(response.status).toBe(status);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expectErrorShape(await response.json());
    expect(await rowCount(route.table)).toBe(before);
  });

  it('answers emoji, unicode and SQL-looking text without a 5xx, never running it', async () => {
    const tricky = Object.fromEntries(
      Object.entries(route.valid()).map(([key, value]) => [
        key,
        typeof value === 'string' && !/^(\/|pi_|[0-9a-f-]{36}$|\d+$|shipped$)/.test(value) && !value.includes('@')
          ? `🎨 Ünïcødé '); drop table users; -- ${value}`
          : value,
      ]),
    );
    const response = await app.request(route.path(), jsonRequest(route.method, tricky, route.auth()));
    expect(response.status).toBeLessThan(500);
    if (response.status >= 400) expectErrorShape(await response.json());
    expect(await rowCount(users)).toBeGreaterThan(0);
  });
});
