import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tool } from '@/shared/answers/catalogue';
import type { DatabaseHandle } from '../db/client';
import { tools } from '../db/schema';
import { seedDemoData, seedTools } from '../db/seed';
import { createTestApp, jsonRequest, signedInUser, type TestApp } from '../test/app';
import { createTool } from '../test/factories';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

describe('GET /api/services', () => {
  it('lists the seeded catalogue with prices in dollars and the spec field names', async () => {
    await seedDemoData(database.db);
    const response = await app.request('/api/services');
    expect(response.status).toBe(200);
    const list = (await response.json()) as Tool[];
    expect(list).toHaveLength(seedTools.length);
    const paint = list.find((tool) => tool.name === 'Premium Interior Paint, 1 gal');
    expect(paint).toMatchObject({
      price: 42.99,
      minOrderQuanity: 2,
      orderQuanity: 180,
      img: '/images/tools/interior-paint.svg',
    });
    expect(paint?._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(paint?.desc.length).toBeGreaterThan(20);
  });

  it('seeding twice adds nothing', async () => {
    await seedDemoData(database.db);
    const list = (await (await app.request('/api/services')).json()) as Tool[];
    expect(list).toHaveLength(seedTools.length);
  });

  it('leaves retired tools out', async () => {
    const retired = await createTool(database.db, { name: 'Retired roller' });
    await database.db.update(tools).set({ deletedAt: new Date() }).where(eq(tools.id, retired.id));
    const list = (await (await app.request('/api/services')).json()) as Tool[];
    expect(list.map((tool) => tool.name)).not.toContain('Retired roller');
    expect((await app.request(`/api/services/${retired.id}`)).status).toBe(404);
  });
});

describe('GET /api/services/:id', () => {
  it('answers one tool', async () => {
    const detailBrush = { name: 'Detail brush', priceCents: 1999, minOrderQuantity: 3, availableQuantity: 7 };
    const tool = await createTool(database.db, detailBrush);
    const response = await app.request(`/api/services/${tool.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      _id: tool.id,
      name: 'Detail brush',
      desc: tool.description,
      img: tool.image,
      price: 19.99,
      minOrderQuanity: 3,
      orderQuanity: 7,
    });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id', "1' or '1'='1", '%F0%9F%8E%A8'])(
    'answers 404 in the error shape for %s',
    async (id) => {
      const response = await app.request(`/api/services/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Tool was not found.' } });
    },
  );
});

describe('caching the catalogue', () => {
  it('answers with an ETag and Cache-Control, and 304 when the client still has it', async () => {
    const first = await app.request('/api/services');
    const tag = first.headers.get('ETag');
    expect(tag).toBeTruthy();
    expect(first.headers.get('Cache-Control')).toBe('public, no-cache');
    const again = await app.request('/api/services', { headers: { 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
    await createTool(database.db, { name: 'New arrival' });
    const changed = await app.request('/api/services', { headers: { 'If-None-Match': tag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(tag);
  });

  it('reuses answers for a moment and drops them on any write through the API', async () => {
    const cached = createTestApp(database, { catalogueCacheMs: 60_000 });
    const admin = await signedInUser(database, { role: 'admin' });
    const before = (await (await cached.request('/api/services')).json()) as Tool[];
    const tool = await createTool(database.db, { name: 'Behind the cache' });
    expect((await (await cached.request('/api/services')).json()) as Tool[]).toHaveLength(before.length);

    const update = { name: 'Renamed through the API', desc: 'd', minOrderQuantity: 1, orderQuanitity: 5, price: 9 };
    expect((await cached.request(`/api/services/${tool.id}`, jsonRequest('PUT', update, admin.auth))).status).toBe(200);
    const after = (await (await cached.request('/api/services')).json()) as Tool[];
    expect(after.map((item) => item.name)).toContain('Renamed through the API');
  });

  it('keeps per-user answers out of shared caches', async () => {
    expect((await app.request('/api/health')).headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('unknown API routes', () => {
  it('answer 404 in the error shape, never the app shell', async () => {
    const response = await app.request('/api/nope');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
});
