import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestApp, jsonRequest, signedInUser } from '../test/app';
import { createTool } from '../test/factories';
import { useTestDatabase } from '../test/use-test-app';
import { createLogger } from './log';
import { routePatternOf } from './request-log';

let database: DatabaseHandle;
useTestDatabase((opened) => (database = opened));

/** A logger whose lines are kept, parsed, for the test to read. */
function capturedLogger(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const logger = createLogger(
    {
      write: (line: string) => {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
    level,
  );
  return { logger, lines, raw };
}

describe('route pattern', () => {
  it('names the route that answered, not a catch-all of the web app mounted after the API', async () => {
    const seen: string[] = [];
    const api = new Hono()
      .use(async (c, next) => (c.req.path.endsWith('/cached') ? c.json({ cached: true }) : next()))
      .get('/orders/:id', (c) => c.json({ id: c.req.param('id') }))
      .get('/cached', (c) => c.json({ cached: false }))
      .all('*', (c) => c.json({}, 404));
    const app = new Hono();
    app.use(async (c, next) => {
      await next();
      seen.push(routePatternOf(c));
    });
    app.route('/api', api);
    app.get('/*', (c) => c.text('page'));

    for (const path of ['/api/orders/7', '/api/cached', '/api/nothing-here', '/about']) await app.request(path);
    expect(seen).toEqual(['/api/orders/:id', '/api/cached', '*', '/*']);
  });
});

describe('request log', () => {
  it('writes one JSON line per request: its id, method, route pattern, status and duration', async () => {
    const { logger, lines } = capturedLogger();
    const app = createTestApp(database, {}, { logRequests: true, logger });
    const tool = await createTool(database.db);
    const response = await app.request(`/api/services/${tool.id}`, { headers: { 'X-Request-Id': 'req-from-proxy-1' } });
    expect(response.status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request',
      requestId: 'req-from-proxy-1',
      method: 'GET',
      route: '/api/services/:id',
      status: 200,
    });
    expect(lines[0]!.durationMs).toEqual(expect.any(Number));

    await app.request('/api/no-such-route');
    expect(lines[1]).toMatchObject({ method: 'GET', route: '*', status: 404, requestId: expect.any(String) });
  });

  it('never logs the token, the body or the path with its ids', async () => {
    const { logger, raw } = capturedLogger();
    const app = createTestApp(database, {}, { logRequests: true, logger });
    const customer = await signedInUser(database);
    const secretBody = { name: 'Ana', email: 'ana@example.com', subject: 'Hi', msg: 'my-secret-message-text' };
    await app.request('/api/msg', jsonRequest('POST', secretBody, customer.auth));
    await app.request(`/api/users/${customer.user.email}`, { headers: customer.auth });
    const text = raw.join('');
    expect(raw).toHaveLength(2);
    expect(text).not.toContain(customer.token);
    expect(text).not.toContain('my-secret-message-text');
    expect(text).not.toContain(customer.user.email);
    expect(text).toContain('"route":"/api/users/:email"');
  });

  it('is silent with LOG_REQUESTS=false, and below LOG_LEVEL', async () => {
    const quiet = capturedLogger();
    await createTestApp(database, {}, { logRequests: false, logger: quiet.logger }).request('/api/health/live');
    expect(quiet.lines).toEqual([]);

    const warnOnly = capturedLogger('warn');
    await createTestApp(database, {}, { logRequests: true, logger: warnOnly.logger }).request('/api/health/live');
    expect(warnOnly.lines).toEqual([]);
  });
});
