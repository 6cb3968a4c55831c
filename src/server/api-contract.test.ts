import { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contract } from './http/contract';
import { createTestApp, type TestApp } from './test/app';
import { useTestDatabase } from './test/use-test-app';

type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };
type Operation = { responses: Record<string, { content?: Record<string, unknown> }>; security?: unknown[] };

const methods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Every route an app serves, as `METHOD /path/{param}` the way OpenAPI writes paths, under `prefix`. */
function servedRoutes(app: Hono, prefix: string): string[] {
  const served = app.routes
    .filter((route) => methods.has(route.method) && route.path.startsWith(prefix))
    .map((route) => `${route.method} ${route.path.slice(prefix.length).replace(/:(\w+)/g, '{$1}')}`);
  return [...new Set(served)].sort();
}

/** Every operation a document describes, as `METHOD /path/{param}`. */
const describedRoutes = (document: OpenApiDocument) =>
  Object.entries(document.paths)
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();

/** Routes served and not described, and described and not served: both empty when the document holds. */
function mismatch(app: Hono, prefix: string, document: OpenApiDocument) {
  const served = servedRoutes(app, prefix);
  const described = describedRoutes(document);
  return {
    undescribed: served.filter((route) => !described.includes(route)),
    unserved: described.filter((route) => !served.includes(route)),
  };
}

let app: TestApp;
useTestDatabase((database) => {
  app = createTestApp(database);
});

describe('the OpenAPI document', () => {
  it('describes every route the API serves, and no route it does not', async () => {
    const response = await app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');
    expect(mismatch(app as unknown as Hono, '/api', document)).toEqual({ undescribed: [], unserved: [] });
  });

  it('gives every operation a typed success answer (a schema, or none), its refusals and its security', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument;
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        const statuses = Object.keys(operation.responses);
        expect(
          statuses.some((status) => status.startsWith('2') || status === '303'),
          name,
        ).toBe(true);
        expect(statuses, name).toContain('503');
        expect(operation.security, name).toBeDefined();
      }
  });

  it('finds a route added without a contract, and a contract of no route (so the first test can fail)', async () => {
    const shop = new Hono()
      .get(
        '/described',
        contract({
          tag: 'Test',
          summary: 'A described route',
          security: 'none',
          answers: { 200: v.strictObject({ ok: v.boolean() }) },
          refusals: [],
        }),
        (c) => c.json({ ok: true }),
      )
      .post('/forgotten/:id', (c) => c.json({ ok: true }));
    const document = (await generateSpecs(shop)) as unknown as OpenApiDocument;
    expect(mismatch(shop, '', document)).toEqual({ undescribed: ['POST /forgotten/{id}'], unserved: [] });
    expect(mismatch(new Hono(), '', document)).toEqual({ undescribed: [], unserved: ['GET /described'] });
  });

  it('holds an answer to its contract: a body it does not declare fails the request in the tests', async () => {
    const drifting = new Hono()
      .get(
        '/thing',
        contract({
          tag: 'Test',
          summary: 'A thing',
          security: 'none',
          answers: { 200: v.strictObject({ name: v.string() }) },
          refusals: [],
        }),
        (c) => c.json({ name: 'Roller', price: 12 }),
      )
      .onError((error, c) => c.text(error.message, 500));
    const response = await drifting.request('/thing');
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('a body its contract does not declare');
  });

  it('is served with a reference page that reads it', async () => {
    const page = await app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/openapi.json');
    expect(page.headers.get('Content-Security-Policy')).toMatch(
      /script-src 'nonce-[^']+' https:\/\/cdn\.jsdelivr\.net/,
    );
  });
});
