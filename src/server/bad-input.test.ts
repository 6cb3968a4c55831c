import { count, eq, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@/shared/answers/orders';
import type { Slot } from '@/shared/answers/visits';
import type { DatabaseHandle } from './db/client';
import { quotes, users } from './db/schema';
import { jobsWorld } from './test/bad-input-job-routes';
import { writeRoutes } from './test/bad-input-routes';
import type { BadInputWorld, WriteRoute } from './test/bad-input-world';
import { jsonRequest, signedInUser, type TestApp } from './test/app';
import { createTool } from './test/factories';
import { createQuoteRequest, quoteInStatus } from './test/quotes';
import { useTestApp } from './test/use-test-app';

let database: DatabaseHandle, app: TestApp;
// Filled in before the first test runs; the routes read it only when they are called.
const world = {} as BadInputWorld;
const routes = writeRoutes(world);

async function rowCount(table: Table): Promise<number> {
  const rows = (await database.db.select({ rows: count() }).from(table as typeof users)) as { rows: number }[];
  return rows[0]!.rows;
}

function expectErrorShape(body: unknown) {
  expect(body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
}

useTestApp(async (opened) => {
  ({ database, app } = opened);
  const customer = await signedInUser(database);
  const admin = await signedInUser(database, { role: 'admin' });
  const toolId = (await createTool(database.db, { availableQuantity: 10_000 })).id;
  const response = await app.request(
    '/api/orders',
    jsonRequest(
      'POST',
      { productId: toolId, productQuantity: 1, userAddress: '1 Main', userState: 'OR', userZip: '97401' },
      customer.auth,
    ),
  );
  Object.assign(world, {
    customer,
    admin,
    toolId,
    order: (await response.json()) as Order,
    freeVisit: ((await (await app.request('/api/slots')).json()) as Slot[]).find((slot) => slot.available)!.start,
    quotes: {
      requestId: (await createQuoteRequest(database.db, customer.user.id)).id,
      draftId: (await quoteInStatus(database.db, customer.user.id, 'draft')).id,
      sentId: (await quoteInStatus(database.db, customer.user.id, 'sent')).id,
      acceptedId: (await quoteInStatus(database.db, customer.user.id, 'accepted')).id,
    },
    jobs: await jobsWorld(app, database, { admin, customer }),
  });
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
  [
    '1 MB strings',
    (route) => {
      // Strings inside lists and objects too: a cart's lines have no field of text of their own.
      const huge = (value: unknown): unknown => {
        if (typeof value === 'string') return 'x'.repeat(1024 * 1024);
        if (Array.isArray(value)) return value.map(huge);
        if (typeof value === 'object' && value !== null)
          return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, huge(inner)]));
        return value;
      };
      const body = huge(route.valid()) as Record<string, unknown>;
      // A body with no text of its own (preferences' true and false) gets a megabyte beside it.
      const same = JSON.stringify(body) === JSON.stringify(route.valid());
      return jsonRequest(route.method, same ? { ...body, note: 'x'.repeat(1024 * 1024) } : body, route.auth());
    },
  ],
];

describe.each(routes)('$name refuses bad input with a 4xx in the error shape and stores nothing', (route) => {
  it.each(refusals)('%s', async (label, build, status) => {
    const before = await rowCount(route.table);
    const keptBefore = await route.kept?.(database.db);
    const response = await app.request(route.path(), build(route));
    if (route.takes?.includes(label)) return expect(response.status).toBe(route.taken);
    if (status) expect(response.status).toBe(status);
    expect([400, 413, 415, 422]).toContain(response.status);
    expectErrorShape(await response.json());
    expect(await rowCount(route.table)).toBe(before);
    expect(await route.kept?.(database.db)).toEqual(keptBefore);
  });

  it('answers emoji, unicode and SQL-looking text without a 5xx, never running it', async () => {
    const tricky = Object.fromEntries(
      Object.entries(route.valid()).map(([key, value]) => [
        key,
        typeof value === 'string' &&
        !/^(\/|pi_|data:image\/|\d{4}-\d\d-\d\d|[0-9a-f-]{36}$|\d+$|shipped$)/.test(value) &&
        !value.includes('@')
          ? `🎨 Ünïcødé '); drop table users; -- ${value}`
          : value,
      ]),
    );
    const response = await app.request(route.path(), jsonRequest(route.method, tricky, route.auth()));
    expect(response.status).toBeLessThan(500);
    if (route.taken) expect(response.status).toBe(route.taken);
    if (response.status >= 400) expectErrorShape(await response.json());
    expect(await rowCount(users)).toBeGreaterThan(0);
  });
});

/** The reads that take their input in the query: the ledger, its CSV, and the takings. */
const queryReads = ['/api/payments', '/api/payments.csv', '/api/takings', '/api/tax-report'];
const badQueries: [string, string][] = [
  ['a day that is no day', 'from=2026-13-01'],
  ['a day of another shape', 'to=01/03/2026'],
  ['a kind the shop does not have', 'kind=gift-card'],
  ['SQL-looking text', `from=${encodeURIComponent("2026-01-01'; drop table payments; --")}`],
  ['emoji and unicode', `kind=${encodeURIComponent('🎨 Ünïcødé')}`],
  ['a 100 KB value', `to=${'9'.repeat(100 * 1024)}`],
  ['the ends the wrong way round', 'from=2026-03-02&to=2026-03-01'],
];

describe.each(queryReads)('GET %s refuses a bad query with 422 in the error shape', (path) => {
  it.each(badQueries)('%s', async (_label, query) => {
    const response = await app.request(`${path}?${query}`, { headers: world.admin.auth });
    // The takings and the tax report read no kind: one it does not know is left alone rather than refused.
    if ((path === '/api/takings' || path === '/api/tax-report') && query.startsWith('kind='))
      return expect(response.status).toBe(200);
    expect(response.status).toBe(422);
    expectErrorShape(await response.json());
  });
});

describe('GET /api/order-attempts/:key refuses a key no order could be under, in the error shape', () => {
  it.each(['%00', 'x'.repeat(2000), "' or 1=1 --", '..%2F..%2Fetc', '🎨'])('%s', async (key) => {
    const response = await app.request(`/api/order-attempts/${encodeURIComponent(key)}`, {
      headers: world.customer.auth,
    });
    expect(response.status).toBe(404);
    expectErrorShape(await response.json());
  });
});

describe('POST /api/quotes/:id/send refuses a version that is not one, in the error shape, and sends nothing', () => {
  const sendWith = (body: unknown, contentType = 'application/json') =>
    app.request(`/api/quotes/${world.quotes.draftId}/send`, {
      method: 'POST',
      headers: { ...world.admin.auth, 'Content-Type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it.each([
    ['no body', ''],
    ['malformed JSON', '{"version": '],
    ['no version', {}],
    ['a version in words', { version: 'one' }],
    ['a version that is no whole number', { version: 1.5 }],
    ['a version of 0', { version: 0 }],
    ['a version too large to be one', { version: 1e300 }],
    ['a 1 MB version', { version: '9'.repeat(1024 * 1024) }],
  ])('%s', async (_label, body) => {
    const response = await sendWith(body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expectErrorShape(await response.json());
    const [draft] = await database.db.select().from(quotes).where(eq(quotes.id, world.quotes.draftId));
    expect(draft?.status).toBe('draft');
  });

  it('a valid body as text/plain (415)', async () => {
    expect((await sendWith({ version: 1 }, 'text/plain')).status).toBe(415);
  });
});

describe('days outside the shop’s calendar', () => {
  it('are refused (422, never 500) by the ledger, its CSV, the takings, the tax report and the jobs', async () => {
    for (const path of [
      '/api/payments?to=9999-12-31',
      '/api/payments.csv?from=0000-01-01',
      '/api/takings?from=9999-12-01&to=9999-12-31',
      '/api/tax-report?from=9999-10-01',
      '/api/jobs?from=9999-12-31',
    ])
      expect((await app.request(path, { headers: world.admin.auth })).status, path).toBe(422);
  });
});
