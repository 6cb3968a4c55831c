import { lte, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { rateLimitWindows } from '../db/schema';

export type RateLimitWindow = { count: number; retryAfterMs: number };

/** Where rate-limit windows are counted. */
export type RateLimitStore = {
  /**
   * Adds `by` (0 only reads) to the key's count in its current window, opening a new window of `windowMs`
   * when the last one has ended; answers the count and how long until the window ends.
   */
  add(key: string, windowMs: number, by: number): Promise<RateLimitWindow>;
  /** How many windows are kept now. */
  size(): Promise<number>;
};

const sweepEveryMs = 60_000;

/**
 * Windows in this process's memory, for a server that runs alone. Its memory is bounded: ended windows
 * are swept on a timer, and past `maxKeys` the oldest is dropped, so a flood of addresses costs a bounded
 * amount and at worst forgets a window early.
 */
export function memoryRateLimitStore({ maxKeys = 200_000, sweepMs = sweepEveryMs } = {}): RateLimitStore {
  const windows = new Map<string, { endsAt: number; count: number }>();
  setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  }, sweepMs).unref();

  return {
    async add(key, windowMs, by) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        windows.delete(key);
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        window = { endsAt: now + windowMs, count: 0 };
        windows.set(key, window);
      }
      window.count += by;
      return { count: window.count, retryAfterMs: window.endsAt - now };
    },
    async size() {
      return windows.size;
    },
  };
}

/**
 * Windows in a PostgreSQL table that every server process on the database shares, so a limit holds
 * however many processes a client's requests are spread over. One upsert counts and opens windows
 * atomically, on the database's clock; ended windows are swept on a timer by whichever process runs it.
 */
export function postgresRateLimitStore({ db }: DatabaseHandle, { sweepMs = sweepEveryMs } = {}): RateLimitStore {
  setInterval(() => {
    db.delete(rateLimitWindows)
      .where(lte(rateLimitWindows.expiresAt, sql`now()`))
      .catch(() => {});
  }, sweepMs).unref();
  const ended = sql`${rateLimitWindows.expiresAt} <= now()`;

  return {
    async add(key, windowMs, by) {
      const [window] = await db
        .insert(rateLimitWindows)
        .values({ key, count: by, expiresAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: rateLimitWindows.key,
          set: {
            count: sql`case when ${ended} then excluded.count else ${rateLimitWindows.count} + excluded.count end`,
            expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateLimitWindows.expiresAt} end`,
          },
        })
        .returning({
          count: rateLimitWindows.count,
          retryAfterMs: sql<number>`(extract(epoch from ${rateLimitWindows.expiresAt} - now()) * 1000)::float8`,
        });
      return { count: window!.count, retryAfterMs: Number(window!.retryAfterMs) };
    },
    async size() {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(rateLimitWindows);
      return row!.count;
    },
  };
}

/** Shared through PostgreSQL when the shop runs on it; in memory on the embedded database's one process. */
export function rateLimitStoreFor(database: DatabaseHandle): RateLimitStore {
  return database.driver === 'postgres' ? postgresRateLimitStore(database) : memoryRateLimitStore();
}
