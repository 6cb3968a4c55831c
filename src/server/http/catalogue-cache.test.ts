import { setTimeout as delay } from 'node:timers/promises';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { onPostgresProject } from '../test/database';
import { useTestDatabase } from '../test/use-test-app';
import { catalogueCache, catalogueKey } from './catalogue-cache';
import { createCatalogueChanges } from './catalogue-changes';

/** The cache in front of catalogue routes that count their reads and take `readMs` for each. */
function cachedCatalogue(readMs = 20, maxEntries?: number) {
  const changes = createCatalogueChanges();
  let reads = 0;
  const read = async () => {
    reads += 1;
    const read = reads;
    await delay(readMs);
    return read;
  };
  const app = new Hono()
    .use(catalogueCache({ ttlMs: 60_000, changes, maxEntries }))
    .get('/api/services', async (c) => c.json({ read: await read() }))
    .get('/api/services/:id', async (c) => c.json({ read: await read() }))
    .post('/api/services', (c) => c.json({}, 201));
  return { app, changes, reads: () => reads };
}

const toolId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the catalogue cache', () => {
  it('reads the database once for many requests that arrive together on a cold cache', async () => {
    const { app, reads } = cachedCatalogue();
    const answers = await Promise.all(Array.from({ length: 50 }, () => app.request('/api/services')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(await Promise.all(answers.map((answer) => answer.text())))).toEqual(new Set(['{"read":1}']));
    expect(reads()).toBe(1);
  });

  it('does not keep a read that a change overtook', async () => {
    const { app, changes, reads } = cachedCatalogue(50);
    const before = app.request('/api/services');
    await delay(10);
    changes.announce();
    expect(await (await before).json()).toEqual({ read: 1 });
    expect(await (await app.request('/api/services')).json()).toEqual({ read: 2 });
    expect(await (await app.request('/api/services')).json()).toEqual({ read: 2 });
    expect(reads()).toBe(2);
  });
});

describe('only writes announce catalogue changes', () => {
  it('never on HEAD, GET or OPTIONS, which anyone may send without limit; on a successful write', async () => {
    const { app, changes } = cachedCatalogue(0);
    let heard = 0;
    changes.subscribe(() => (heard += 1));
    for (const method of ['HEAD', 'GET', 'OPTIONS']) {
      await app.request('/api/services', { method });
      await app.request('/api/services/x', { method });
    }
    expect(heard).toBe(0);
    expect((await app.request('/api/services', { method: 'POST' })).status).toBe(201);
    expect(heard).toBe(1);
  });

  it('keeps a GET answer through any number of HEAD requests', async () => {
    const { app, reads } = cachedCatalogue(0);
    await app.request('/api/services');
    for (let index = 0; index < 5; index++)
      expect((await app.request('/api/services', { method: 'HEAD' })).status).toBe(200);
    expect(await (await app.request('/api/services')).json()).toEqual({ read: 1 });
    expect(reads()).toBe(1);
  });
});

describe('the catalogue cache stays small', () => {
  it('keeps one entry for a tool id however its letters are cased or encoded', async () => {
    const { app, reads } = cachedCatalogue(0);
    const id = 'abcdef00-0000-4000-8000-0000000000ab';
    for (const variant of [id, id.toUpperCase(), 'ABCdef00-0000-4000-8000-0000000000aB', `%61${id.slice(1)}`])
      expect(await (await app.request(`/api/services/${variant}`)).json()).toEqual({ read: 1 });
    expect(reads()).toBe(1);
  });

  it('keeps nothing for what is not a tool id', async () => {
    const { app, reads } = cachedCatalogue(0);
    await app.request('/api/services/not-an-id');
    await app.request('/api/services/not-an-id');
    expect(reads()).toBe(2);
    expect(catalogueKey(`/api/services/${'x'.repeat(4000)}`)).toBeUndefined();
    expect(catalogueKey('/api/services/%E0%A4%A')).toBeUndefined();
  });

  it('drops the least recently used answer past its bound', async () => {
    const { app, reads } = cachedCatalogue(0, 2);
    const get = async (n: number) =>
      ((await (await app.request(`/api/services/${toolId(n)}`)).json()) as { read: number }).read;
    expect([await get(1), await get(2), await get(1), await get(3)]).toEqual([1, 2, 1, 3]);
    // 2 was used least recently and went; 1 stayed.
    expect(await get(1)).toBe(1);
    expect(await get(2)).toBe(4);
    expect(reads()).toBe(4);
  });
});

describe.skipIf(!onPostgresProject)('catalogue changes between processes', () => {
  let database: DatabaseHandle;
  useTestDatabase((opened) => (database = opened));

  it('reach every other process on the database through NOTIFY within a moment', async () => {
    // Two change hubs on one database stand for two server processes.
    const here = createCatalogueChanges(database);
    const there = createCatalogueChanges(database);
    try {
      let heardThere = 0;
      let heardHere = 0;
      there.subscribe(() => (heardThere += 1));
      here.subscribe(() => (heardHere += 1));
      // Once its LISTEN is in place, each drops its copies once: what was announced before is not missed.
      // Connecting and listening takes a while when every core is busy with other tests.
      await expect.poll(() => [heardHere, heardThere], { timeout: 15_000 }).toEqual([1, 1]);
      heardHere = 0;
      heardThere = 0;
      const announcedAt = Date.now();
      here.announce();
      expect(heardHere).toBe(1);
      await expect.poll(() => heardThere, { timeout: 2000, interval: 5 }).toBe(1);
      expect(Date.now() - announcedAt).toBeLessThan(2000);
      // Its own notification comes back to the announcer, which has acted on it already.
      await delay(100);
      expect(heardHere).toBe(1);
    } finally {
      await Promise.all([here.close(), there.close()]);
    }
  });

  it('tell a burst of changes in a few notifications, the last one sent after the last change', async () => {
    const here = createCatalogueChanges(database);
    const there = createCatalogueChanges(database);
    try {
      let heardThere = 0;
      there.subscribe(() => (heardThere += 1));
      here.subscribe(() => {});
      await expect.poll(() => heardThere, { timeout: 15_000 }).toBe(1);
      heardThere = 0;
      for (let change = 0; change < 50; change++) here.announce();
      // One notification on its way, and one more for all that came while it was.
      await expect.poll(() => heardThere, { timeout: 2000, interval: 5 }).toBe(2);
      await delay(100);
      expect(heardThere).toBe(2);
    } finally {
      await Promise.all([here.close(), there.close()]);
    }
  });
});
