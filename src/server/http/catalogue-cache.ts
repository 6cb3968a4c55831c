import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { CatalogueChanges } from './catalogue-changes';

const cataloguePath = /^\/api\/(services(\/[^/]+)?|posts|recentPosts|reviews)$/;

type Entry = { body: string; etag: string; expiresAt: number };

/**
 * The public catalogue is read far more than it changes. Its answers are kept, serialised and tagged,
 * for `ttlMs` (0 keeps nothing). Any successful write is announced as a change, which drops them at once
 * here and in every other process that hears of it; a process that does not hear sees it within `ttlMs`.
 * Every catalogue answer carries an ETag and is revalidated (304).
 */
export function catalogueCache({ ttlMs, changes }: { ttlMs: number; changes: CatalogueChanges }): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  // One read of the database per address at a time: the others wait for it instead of piling onto the
  // database's connections, as they would the moment after every change.
  const reading = new Map<string, Promise<Entry | undefined>>();
  let generation = 0;
  changes.subscribe(() => {
    generation += 1;
    entries.clear();
    reading.clear();
  });
  return async (c, next) => {
    if (c.req.method !== 'GET') {
      await next();
      if (c.res.status < 400) changes.announce();
      return;
    }
    const key = c.req.path;
    if (!cataloguePath.test(key)) return next();

    const answer = ({ body, etag }: Entry) => {
      const headers = { ETag: etag, 'Cache-Control': 'public, no-cache' };
      if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
      return c.body(body, 200, { ...headers, 'Content-Type': 'application/json' });
    };
    const cached = entries.get(key);
    if (cached && cached.expiresAt > Date.now()) return answer(cached);
    const underway = reading.get(key);
    if (underway) {
      const entry = await underway;
      return entry ? answer(entry) : next();
    }

    let settle: (entry: Entry | undefined) => void = () => {};
    const read = new Promise<Entry | undefined>((resolve) => (settle = resolve));
    reading.set(key, read);
    const startedIn = generation;
    let entry: Entry | undefined;
    try {
      await next();
      if (c.res.status !== 200) return;
      const body = await c.res.clone().text();
      entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, expiresAt: Date.now() + ttlMs };
      // Read before a change: good for this answer, not for keeping.
      if (startedIn === generation) entries.set(key, entry);
      // After next() a returned response is ignored: the answer replaces the handler's.
      c.res = answer(entry);
    } finally {
      settle(entry);
      if (reading.get(key) === read) reading.delete(key);
    }
  };
}
