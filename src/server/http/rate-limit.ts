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
  /** Who a request counts against; by default the client's address (its /64 for IPv6). */
  keyOf?: (c: Context) => string;
  /**
   * Which answers count: every request (the default), only refusals (4xx), or only successes (2xx). A
   * request is refused once the count reaches the limit, whichever it counts.
   */
  counts?: 'all' | 'failures' | 'successes';
};

function refusal(retryAfterMs: number) {
  return new ApiError(429, 'rate_limited', 'Too many requests. Please wait a moment and try again.', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
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
    const key = `${name}:${keyOf(c)}`;
    if (counts === 'all') {
      const window = await store.add(key, windowMs, 1);
      if (window.count > limit) throw refusal(window.retryAfterMs);
      return next();
    }
    const window = await store.add(key, windowMs, 0);
    if (window.count >= limit) throw refusal(window.retryAfterMs);
    await next();
    const status = c.res.status;
    const counted = counts === 'failures' ? status >= 400 && status < 500 : status >= 200 && status < 300;
    if (counted) await store.add(key, windowMs, 1);
  };
}
