import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueEndpoints } from '@/shared/catalogue-endpoints';
import type { DatabaseHandle } from '../db/client';
import { openTestApp, type TestApp } from '../test/app';
import { createPost, createReview, createTool } from '../test/factories';

let database: DatabaseHandle, app: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ({ database, app } = await openTestApp());
  ids['/api/services/:id'] = (await createTool(database.db)).id;
  ids['/api/posts/:id'] = (await createPost(database.db)).id;
  await createReview(database.db);
});
afterAll(() => database.close());

describe('every catalogue endpoint of the shared list', () => {
  it.each(Object.keys(catalogueEndpoints))(
    '%s answers with an ETag, is revalidated, and 304 keeps it revalidated',
    async (path) => {
      const address = path.replace(':id', ids[path] ?? '');
      const first = await app.request(address);
      expect(first.status).toBe(200);
      const tag = first.headers.get('ETag');
      expect(tag).toMatch(/^"[^"]+"$/);
      expect(first.headers.get('Cache-Control')).toBe('public, no-cache');
      const again = await app.request(address, { headers: { 'If-None-Match': tag! } });
      expect(again.status).toBe(304);
      expect(again.headers.get('ETag')).toBe(tag);
      expect(again.headers.get('Cache-Control')).toBe('public, no-cache');
      // A weak validator of the same answer matches too (If-None-Match compares weakly).
      expect((await app.request(address, { headers: { 'If-None-Match': `W/${tag}` } })).status).toBe(304);
    },
  );

  it('keeps per-user and unknown answers out of HTTP caches', async () => {
    const missing = await app.request('/api/posts/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('ETag')).toBeNull();
    expect(missing.headers.get('Cache-Control')).toBe('no-store');
  });
});
