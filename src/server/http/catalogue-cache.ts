import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { CatalogueChanges } from './catalogue-changes';

const cataloguePath = /^\/api\/(services|posts|recentPosts|reviews)$/;
const toolPath = /^\/api\/services\/([^/]+)$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How many answers are kept at most; the least recently used goes first. */
export const maxCachedAnswers = 500;

type Entry = { body: string; etag: string; expiresAt: number };

/**
 * The one key of a catalogue address: a tool's id in lower case, so that its case variants (and its
 * percent-encodings) share one entry. Anything that is not a tool id or a list is not cached.
 */
export function catalogueKey(path: string): string | undefined {
  if (cataloguePath.test(path)) return path;
  const tool = toolPath.exec(path);
  if (!tool) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(tool[1]!);
  } catch {
    return undefined;
  }
  return uuid.test(id) ? `/api/services/${id.toLowerCase()}` : undefined;
}

/**
 * The public catalogue is read far more than it changes. Its answers are kept, serialised and tagged,
 * for `ttlMs` (0 keeps nothing), at most `maxEntries` of them. Any successful write (never a GET, HEAD or
 * OPTIONS, which anyone may send as often as they like) is announced as a change, which drops them at once
 * here and in every other process that hears of it; a process that does not hear sees it within `ttlMs`.
 * Every catalogue answer carries an ETag and is revalidated (304).
 */
export function catalogueCache({
  ttlMs,
  changes,
  maxEntries = maxCachedAnswers,
}: {
  ttlMs: number;
  changes: CatalogueChanges;
  maxEntries?: number;
}): MiddlewareHandler {
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
    if (writes.has(c.req.method)) {
      await next();
      if (c.res.status < 400) changes.announce();
      return;
    }
    // A HEAD is answered as its GET (without the body), from the same entry.
    const key = c.req.method === 'GET' || c.req.method === 'HEAD' ? catalogueKey(c.req.path) : undefined;
    if (key === undefined) return next();

    const answer = ({ body, etag }: Entry) => {
      const headers = { ETag: etag, 'Cache-Control': 'public, no-cache' };
      if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
      return c.body(body, 200, { ...headers, 'Content-Type': 'application/json' });
    };
    const cached = entries.get(key);
    if (cached) {
      entries.delete(key);
      if (cached.expiresAt > Date.now()) {
        // Kept as the most recently used.
        entries.set(key, cached);
        return answer(cached);
      }
    }
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
      if (startedIn === generation && ttlMs > 0) {
        entries.set(key, entry);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      // After next() a returned response is ignored: the answer replaces the handler's.
      c.res = answer(entry);
    } finally {
      settle(entry);
      if (reading.get(key) === read) reading.delete(key);
    }
  };
}
