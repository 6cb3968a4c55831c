import { setTimeout as delay } from 'node:timers/promises';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/database';
import { catalogueCache } from './catalogue-cache';
import { createCatalogueChanges } from './catalogue-changes';

const onPostgresProject = process.env.TEST_DATABASE_DRIVER === 'postgres';

/** The cache in front of a catalogue route that counts its reads and takes `readMs` for each. */
function cachedCatalogue(readMs = 20) {
  const changes = createCatalogueChanges();
  let reads = 0;
  const app = new Hono().use(catalogueCache({ ttlMs: 60_000, changes })).get('/api/services', async (c) => {
    reads += 1;
    const read = reads;
    await delay(readMs);
    return c.json({ read });
  });
  return { app, changes, reads: () => reads };
}

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

describe.skipIf(!onPostgresProject)('catalogue changes between processes', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('reach every other process on the database through NOTIFY within a moment', async () => {
    // Two change hubs on one database stand for two server processes.
    const here = createCatalogueChanges(database);
    const there = createCatalogueChanges(database);
    try {
      let heardThere = 0;
      let heardHere = 0;
      there.subscribe(() => (heardThere += 1));
      here.subscribe(() => (heardHere += 1));
      // LISTEN takes a moment to be in place after start.
      await delay(300);
      const announcedAt = Date.now();
      here.announce();
      expect(heardHere).toBe(1);
      await expect.poll(() => heardThere, { timeout: 1000, interval: 5 }).toBe(1);
      expect(Date.now() - announcedAt).toBeLessThan(1000);
      // Its own notification comes back to the announcer, which has acted on it already.
      await delay(100);
      expect(heardHere).toBe(1);
    } finally {
      await Promise.all([here.close(), there.close()]);
    }
  });
});
