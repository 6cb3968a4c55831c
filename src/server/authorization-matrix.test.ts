import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultOrderHolds, scaledRateLimits } from './app-deps';
import { createTestApp, jsonRequest, signedInUser } from './test/app';
import { visitRows } from './test/authorization-visit-rows';
import { catalogueRows } from './test/authorization-catalogue-rows';
import { mailRows } from './test/authorization-mail-rows';
import { meRows } from './test/authorization-me-rows';
import { orderRows } from './test/authorization-order-rows';
import { pushRows } from './test/authorization-push-rows';
import { quoteRequestRows } from './test/authorization-quote-request-rows';
import { jobRows } from './test/authorization-job-rows';
import { quoteRows } from './test/authorization-quote-rows';
import type { Caller, MatrixWorld, Row } from './test/authorization-rows';
import { createTestDatabase } from './test/database';
import { unsignedIdToken } from './test/id-tokens';

// Filled in before the first test runs; the rows read it only when they are called.
const world = {} as MatrixWorld;
const rows: Row[] = [
  ...catalogueRows(world),
  ...orderRows(world),
  ...visitRows(world),
  ...mailRows(world),
  ...quoteRequestRows(world),
  ...quoteRows(world),
  ...jobRows(world),
  ...pushRows(world),
  ...meRows(world),
];

beforeAll(async () => {
  const database = await createTestDatabase();
  Object.assign(world, {
    database,
    // The owner places an order for nearly every row: more, and more unpaid, than a customer may.
    app: createTestApp(database, {
      rateLimits: scaledRateLimits(100),
      orderHolds: { ...defaultOrderHolds, maxUnpaid: 1000 },
    }),
    owner: await signedInUser(database),
    other: await signedInUser(database),
    admin: await signedInUser(database, { role: 'admin' }),
    painter: await signedInUser(database, { role: 'painter' }),
    otherPainter: await signedInUser(database, { role: 'painter' }),
  });
});
afterAll(() => world.database.close());

describe('authorization matrix', () => {
  it('has a row for every API route the app serves', () => {
    const served = new Set(
      world.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`),
    );
    const listed = new Set(rows.map((row) => `${row.method} ${row.route}`));
    expect([...served].filter((route) => !listed.has(route))).toEqual([]);
    expect([...listed].filter((route) => !served.has(route))).toEqual([]);
  });

  for (const row of rows) {
    it(`${row.method} ${row.route}`, async () => {
      const callers: Caller[] = [
        { role: 'anonymous', auth: {}, email: '' },
        { role: 'owner', auth: world.owner.auth, email: world.owner.user.email },
        { role: 'other', auth: world.other.auth, email: world.other.user.email },
        { role: 'admin', auth: world.admin.auth, email: world.admin.user.email },
        { role: 'painter', auth: world.painter.auth, email: world.painter.user.email },
        { role: 'otherPainter', auth: world.otherPainter.auth, email: world.otherPainter.user.email },
      ];
      const seen: Record<string, number> = {};
      for (const caller of callers) {
        const { path, body, form, headers } = await row.prepare(caller);
        const init: RequestInit = form
          ? { method: row.method, body: form, headers: { ...caller.auth, ...headers } }
          : body === undefined
            ? { method: row.method, headers: { ...caller.auth, ...headers } }
            : jsonRequest(row.method, body, { ...caller.auth, ...headers });
        seen[caller.role] = (await world.app.request(path, init)).status;
      }
      const { painter = row.expect.other, otherPainter = row.expect.other } = row.expect;
      expect(seen).toEqual({ ...row.expect, painter, otherPainter });
    });
  }
});

describe('forged identities', () => {
  it('ignores role claims: in a body, and in a token signed with another key', async () => {
    const claims = unsignedIdToken(world.owner.user.email, { role: 'admin', admin: true });
    const response = await world.app.request(
      `/api/users/${world.owner.user.email}`,
      jsonRequest('PUT', { role: 'admin', isAdmin: true }, { Authorization: `Bearer ${claims}` }),
    );
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    expect((await world.app.request('/api/users', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(403);
  });
});
