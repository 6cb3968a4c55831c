import type { Context, MiddlewareHandler } from 'hono';
import { clientKey } from './client-address';
import { ApiError } from './errors';

export type RateLimitOptions = {
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
  /** The most clients tracked at once; the oldest window is dropped first. */
  maxClients?: number;
};

type Window = { startedAt: number; count: number };

/**
 * Fixed-window limiter kept in memory, for one server process. Its memory is bounded: windows that have
 * ended are swept on a timer, and past `maxClients` the oldest is dropped, so a flood of addresses costs a
 * bounded amount and at worst forgets a window early.
 */
export function rateLimit({
  limit,
  windowMs,
  keyOf = clientKey,
  counts = 'all',
  maxClients = 50_000,
}: RateLimitOptions): MiddlewareHandler & { clientsTracked: () => number } {
  const windows = new Map<string, Window>();
  const sweep = () => {
    const now = Date.now();
    for (const [key, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(key);
  };
  setInterval(sweep, Math.min(windowMs, 60_000)).unref();

  const windowOf = (key: string, now: number): Window => {
    const current = windows.get(key);
    if (current && now - current.startedAt < windowMs) return current;
    windows.delete(key);
    if (windows.size >= maxClients) windows.delete(windows.keys().next().value!);
    const fresh = { startedAt: now, count: 0 };
    windows.set(key, fresh);
    return fresh;
  };

  const refuse = (window: Window, now: number) => {
    const retryAfter = Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000));
    return new ApiError(429, 'rate_limited', 'Too many requests. Please wait a moment and try again.', undefined, {
      'Retry-After': String(retryAfter),
    });
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    const now = Date.now();
    const key = keyOf(c);
    const window = windowOf(key, now);
    if (counts === 'all') window.count += 1;
    if (window.count > limit || (counts !== 'all' && window.count >= limit)) throw refuse(window, now);
    await next();
    const status = c.res.status;
    const counted = counts === 'failures' ? status >= 400 && status < 500 : status >= 200 && status < 300;
    if (counts !== 'all' && counted) windowOf(key, Date.now()).count += 1;
  };
  return Object.assign(middleware, { clientsTracked: () => windows.size });
}
