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

/** What one window costs besides its key's characters: the map's entry and the window object, roughly. */
const windowOverheadBytes = 120;
const bytesOf = (key: string) => key.length * 2 + windowOverheadBytes;

/**
 * Windows in this process's memory, for a server that runs alone. Its memory is bounded, by count and by
 * bytes (keys are counted at two bytes a character): ended windows are swept on a timer, and past
 * `maxKeys` or `maxBytes` the oldest go, so a flood of addresses or long keys costs a bounded amount and
 * at worst forgets a window early.
 */
export function memoryRateLimitStore({
  maxKeys = 200_000,
  maxBytes = 32 * 1024 * 1024,
  sweepMs = sweepEveryMs,
} = {}): RateLimitStore & { bytes(): number } {
  const windows = new Map<string, { endsAt: number; count: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    if (windows.delete(key)) bytes -= bytesOf(key);
  };
  setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.endsAt <= now) drop(key);
  }, sweepMs).unref();

  return {
    async add(key, windowMs, by) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        drop(key);
        while (windows.size > 0 && (windows.size >= maxKeys || bytes + bytesOf(key) > maxBytes))
          drop(windows.keys().next().value!);
        window = { endsAt: now + windowMs, count: 0 };
        windows.set(key, window);
        bytes += bytesOf(key);
      }
      window.count += by;
      return { count: window.count, retryAfterMs: window.endsAt - now };
    },
    async size() {
      return windows.size;
    },
    bytes: () => bytes,
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

  // Prepared once: every signed-in write counts here, so its SQL is built and planned once (db/prepared).
  const count = db
    .insert(rateLimitWindows)
    .values({
      key: sql.placeholder('key'),
      count: sql.placeholder('by'),
      expiresAt: sql`now() + ${sql.placeholder('windowMs')} * interval '1 millisecond'`,
    })
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
    })
    .prepare('rate_limit_count');

  return {
    async add(key, windowMs, by) {
      const [window] = await count.execute({ key, by, windowMs });
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
