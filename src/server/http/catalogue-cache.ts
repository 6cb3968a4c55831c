import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

const cataloguePath = /^\/api\/(services(\/[^/]+)?|posts|recentPosts|reviews)$/;

type Entry = { body: string; etag: string; expiresAt: number };

/**
 * The public catalogue is read far more than it changes. Its answers are kept, serialised and tagged,
 * for `ttlMs` (0 keeps nothing); any successful write in this process drops them at once, and other
 * instances see a change within `ttlMs`. Every catalogue answer carries an ETag and is revalidated (304).
 */
export function catalogueCache({ ttlMs }: { ttlMs: number }): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  return async (c, next) => {
    if (c.req.method !== 'GET') {
      await next();
      if (c.res.status < 400) entries.clear();
      return;
    }
    if (!cataloguePath.test(c.req.path)) return next();

    const answer = ({ body, etag }: Entry) => {
      const headers = { ETag: etag, 'Cache-Control': 'public, no-cache' };
      if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
      return c.body(body, 200, { ...headers, 'Content-Type': 'application/json' });
    };
    const cached = entries.get(c.req.path);
    if (cached && cached.expiresAt > Date.now()) return answer(cached);

    await next();
    if (c.res.status !== 200) return;
    const body = await c.res.clone().text();
    const entry = {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      expiresAt: Date.now() + ttlMs,
    };
    entries.set(c.req.path, entry);
    // After next() a returned response is ignored: the answer replaces the handler's.
    c.res = answer(entry);
  };
}
