import { describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { createTestApp } from '../test/app';
import { onPostgresProject } from '../test/database';
import { startPostgresSandbox } from '../test/postgres-sandbox';
import { useTestDatabase } from '../test/use-test-app';

let database: DatabaseHandle;

useTestDatabase((opened) => (database = opened));

describe('GET /api/health', () => {
  it('answers ok with the database driver in use', async () => {
    const response = await createTestApp(database).request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: database.driver });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('GET /api/health/ready', () => {
  it('answers 503 until the start-up says the migrations have finished, then ok', async () => {
    const startup = { migrated: false };
    const app = createTestApp(database, { startup });
    const migrating = await app.request('/api/health/ready');
    expect(migrating.status).toBe(503);
    expect(migrating.headers.get('Retry-After')).toBeTruthy();
    expect(await migrating.json()).toEqual({
      error: { code: 'unavailable', message: expect.stringContaining('migrated') },
    });
    // Alive all the while: a process still migrating is not to be restarted.
    expect((await app.request('/api/health/live')).status).toBe(200);

    startup.migrated = true;
    const ready = await app.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });
    expect(ready.headers.get('Cache-Control')).toBe('no-store');
  });

  it.skipIf(!onPostgresProject)(
    'answers 503 while PostgreSQL is away and ok once it is back',
    async () => {
      const sandbox = await startPostgresSandbox();
      const away = await openDatabase({ driver: 'postgres', url: sandbox.url });
      try {
        await away.migrate();
        const app = createTestApp(away, { startup: { migrated: true } });
        expect((await app.request('/api/health/ready')).status).toBe(200);

        sandbox.pause();
        const paused = await app.request('/api/health/ready');
        expect(paused.status).toBe(503);
        expect(await paused.json()).toMatchObject({ error: { code: 'unavailable' } });
        expect((await app.request('/api/health/live')).status).toBe(200);

        sandbox.resume();
        await expect.poll(async () => (await app.request('/api/health/ready')).status, { timeout: 15_000 }).toBe(200);
      } finally {
        await away.close().catch(() => {});
        sandbox.stop();
      }
    },
    60_000,
  );
});
