import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { etag } from 'hono/etag';
import { matchCatalogue } from '@/shared/catalogue-endpoints';
import { setAnswerHeader } from './answer-headers';
import type { CatalogueChanges } from './catalogue-changes';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How many answers are kept at most; the least recently used goes first. */
export const maxCachedAnswers = 500;

/** An answer kept: its body and its ETag. */
type Entry = { body: string; etag: string; expiresAt: number };

/**
 * The ETag Hono's middleware would give the body (its SHA-1, quoted), made once when the answer is kept:
 * the middleware's own digest is asynchronous and would run for every request that shares a fresh read.
 */
const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('hex')}"`;

/**
 * The one key of a catalogue address (see the shared list): an id in lower case, so that its case
 * variants (and its percent-encodings) share one entry. Anything that is not an id or a list is not cached.
 */
export function catalogueKey(path: string): string | undefined {
  const endpoint = matchCatalogue(path);
  if (endpoint?.id === undefined) return endpoint?.path;
  let id: string;
  try {
    id = decodeURIComponent(endpoint.id);
  } catch {
    return undefined;
  }
  return uuid.test(id) ? endpoint.path.replace(':id', id.toLowerCase()) : undefined;
}

/**
 * The public catalogue is read far more than it changes. Its answers are kept, serialised, for `ttlMs`
 * (0 keeps nothing), at most `maxEntries` of them. Any successful write (never a GET, HEAD or OPTIONS,
 * which anyone may send as often as they like) is announced as a change, which drops them at once here
 * and in every other process that hears of it; a process that does not hear sees it within `ttlMs`.
 * Every catalogue answer carries an ETag (made once per kept answer) and is revalidated (304) by Hono's middleware.
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
  const tagged = etag();

  /** The answer for `key`, kept or read now; undefined when the handler's answer is not one to keep. */
  async function kept(key: string, c: Context, next: Next): Promise<Entry | undefined> {
    const cached = entries.get(key);
    if (cached) {
      entries.delete(key);
      if (cached.expiresAt > Date.now()) {
        // Kept as the most recently used.
        entries.set(key, cached);
        return cached;
      }
    }
    const underway = reading.get(key);
    if (underway) return (await underway) ?? void (await next());

    let settle: (entry: Entry | undefined) => void = () => {};
    const read = new Promise<Entry | undefined>((resolve) => (settle = resolve));
    reading.set(key, read);
    const startedIn = generation;
    let entry: Entry | undefined;
    try {
      await next();
      if (c.res.status !== 200) return undefined;
      const body = await c.res.clone().text();
      entry = { body, etag: etagOf(body), expiresAt: Date.now() + ttlMs };
      // Read before a change: good for this answer, not for keeping.
      if (startedIn === generation && ttlMs > 0) {
        entries.set(key, entry);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return entry;
    } finally {
      settle(entry);
      if (reading.get(key) === read) reading.delete(key);
    }
  }

  return async (c, next) => {
    if (writes.has(c.req.method)) {
      await next();
      if (c.res.status < 400) changes.announce();
      return;
    }
    // A HEAD is answered as its GET (without the body), from the same entry.
    const key = c.req.method === 'GET' || c.req.method === 'HEAD' ? catalogueKey(c.req.path) : undefined;
    if (key === undefined) return next();

    let entry: Entry | undefined;
    await tagged(c, async () => {
      entry = await kept(key, c, next);
      // After next() a returned response is ignored: the answer replaces the handler's.
      if (entry) c.res = c.body(entry.body, 200, { 'Content-Type': 'application/json', ETag: entry.etag });
    });
    if (!entry) return;
    // On the 304 too: it updates what the browser keeps, which must stay revalidated, never `no-store`.
    setAnswerHeader(c, 'Cache-Control', 'public, no-cache');
  };
}
