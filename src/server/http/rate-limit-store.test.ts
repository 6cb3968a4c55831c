import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { rateLimitWindows } from '../db/schema';
import { onPostgresProject } from '../test/database';
import { useTestDatabase } from '../test/use-test-app';
import { memoryRateLimitStore, postgresRateLimitStore, type RateLimitStore } from './rate-limit-store';

describe('the in-memory rate-limit store', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps at most maxKeys windows and sweeps ended ones on a timer', async () => {
    vi.useFakeTimers();
    const store = memoryRateLimitStore({ maxKeys: 3, sweepMs: 1000 });
    for (const client of ['a', 'b', 'c', 'd', 'e']) await store.add(`test:${client}`, 1000, 1);
    expect(await store.size()).toBe(3);
    expect((await store.add('test:a', 1000, 0)).count).toBe(0);
    await vi.advanceTimersByTimeAsync(1500);
    expect(await store.size()).toBe(0);
  });
});

describe.skipIf(!onPostgresProject)('the PostgreSQL rate-limit store', () => {
  let database: DatabaseHandle;
  useTestDatabase((opened) => (database = opened));

  it('counts every request of two processes in one window, exactly, however many arrive at once', async () => {
    // Two stores on one database stand for two server processes.
    const stores: RateLimitStore[] = [postgresRateLimitStore(database), postgresRateLimitStore(database)];
    const counts = await Promise.all(
      Array.from({ length: 60 }, (_, index) => stores[index % 2]!.add('test:shared', 60_000, 1)),
    );
    expect(counts.map((window) => window.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, index) => index + 1),
    );
    const peek = await stores[1]!.add('test:shared', 60_000, 0);
    expect(peek.count).toBe(60);
    expect(peek.retryAfterMs).toBeGreaterThan(55_000);
    expect(peek.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('opens a new window once the last has ended, on the database clock', async () => {
    const store = postgresRateLimitStore(database);
    await store.add('test:short', 500, 5);
    expect((await store.add('test:short', 500, 1)).count).toBe(6);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await store.add('test:short', 500, 1)).count).toBe(1);
  });

  it('sweeps ended windows from the table', async () => {
    const store = postgresRateLimitStore(database, { sweepMs: 100 });
    await store.add('test:swept', 50, 1);
    const kept = () => database.db.select().from(rateLimitWindows).where(eq(rateLimitWindows.key, 'test:swept'));
    expect(await kept()).toHaveLength(1);
    await expect.poll(async () => (await kept()).length, { timeout: 3000 }).toBe(0);
  });
});
