import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

export type RateLimitOptions = {
  /** Requests allowed per window for one client. */
  limit: number;
  windowMs: number;
  /** Who a request counts against; by default the client's address. */
  keyOf?: (c: Parameters<MiddlewareHandler>[0]) => string;
};

export function clientAddress(c: Parameters<MiddlewareHandler>[0]): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

/** Fixed-window limiter kept in memory: enough for one server process; a fleet would share a store. */
export function rateLimit({ limit, windowMs, keyOf = clientAddress }: RateLimitOptions): MiddlewareHandler {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return async (c, next) => {
    const now = Date.now();
    if (windows.size > 10_000) {
      for (const [key, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(key);
    }
    const key = keyOf(c);
    let window = windows.get(key);
    if (!window || now - window.startedAt >= windowMs) {
      window = { startedAt: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000));
      throw new ApiError(429, 'rate_limited', 'Too many requests. Please wait a moment and try again.', undefined, {
        'Retry-After': String(retryAfter),
      });
    }
    await next();
  };
}
