import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { RateLimitStore } from './rate-limit-store';
import { clientKey } from './client-address';
import { ApiError } from './errors';

export type RateLimitOptions = {
  /** Which limiter this is: its windows are kept apart from every other limiter's in a shared store. */
  name: string;
  store: RateLimitStore;
  /** Requests allowed per window for one client. */
  limit: number;
  windowMs: number;
  /**
   * Who a request counts against, from input the caller has validated; by default the client's address
   * (its /64 for IPv6). Undefined: this limiter does not count the request (its input is not valid, and
   * the route refuses it anyway).
   */
  keyOf?: (c: Context) => string | undefined;
  /**
   * Which answers count: every request (the default), only refusals (4xx and 5xx), or only successes
   * (2xx). A request is refused once the count reaches the limit, whichever it counts.
   */
  counts?: 'all' | 'failures' | 'successes';
};

function refusal(retryAfterMs: number) {
  return new ApiError(429, 'rate_limited', 'Too many requests. Please wait a moment and try again.', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
}

/** Longest key part kept as it is; a longer one is kept as its hash, so no input makes a key of any size. */
export const maxKeyLength = 100;

/** The stored key of `name`'s window for `part`, at most `name` plus 100 characters. */
export function limiterKey(name: string, part: string): string {
  const capped = part.length <= maxKeyLength ? part : `sha256:${createHash('sha256').update(part).digest('base64url')}`;
  return `${name}:${capped}`;
}

/** Counts one request against `part`'s window, answering the refusal when that puts it over the limit. */
export async function countRequest(
  { name, store, limit, windowMs }: Pick<RateLimitOptions, 'name' | 'store' | 'limit' | 'windowMs'>,
  part: string,
): Promise<ApiError | undefined> {
  const window = await store.add(limiterKey(name, part), windowMs, 1);
  return window.count > limit ? refusal(window.retryAfterMs) : undefined;
}

/** A fixed-window limiter over a store: this process's memory, or a table every process shares. */
export function rateLimit({
  name,
  store,
  limit,
  windowMs,
  keyOf = clientKey,
  counts = 'all',
}: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const part = keyOf(c);
    if (part === undefined) return next();
    const key = limiterKey(name, part);
    if (counts === 'all') {
      const refused = await countRequest({ name, store, limit, windowMs }, part);
      if (refused) throw refused;
      return next();
    }
    const window = await store.add(key, windowMs, 0);
    if (window.count >= limit) throw refusal(window.retryAfterMs);
    await next();
    const status = c.res.status;
    // A request that made the server fail counts as a failure too: a caller cannot probe for free by it.
    const counted = counts === 'failures' ? status >= 400 : status >= 200 && status < 300;
    if (counted) await store.add(key, windowMs, 1);
  };
}
