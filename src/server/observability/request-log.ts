import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from './log';
import type { ShopMetrics } from './shop-metrics';

/**
 * The pattern of the route that answered (`/api/orders/:id`), never the path with its ids, so that
 * series and log lines group by route. Middleware and the not-found catch-all match every method
 * (`ALL`); a request that matched no real route is `*`.
 */
export function routePatternOf(c: Context): string {
  const routes = matchedRoutes(c).filter((route) => route.method !== 'ALL');
  return routes.at(-1)?.path ?? '*';
}

/**
 * Times every request into the metrics and, with `logRequests`, logs one line for it: its id, method,
 * route pattern, status and duration. Nothing of the request's headers or body is logged.
 */
export function observeRequests({
  logger,
  metrics,
  logRequests,
}: {
  logger: Logger;
  metrics: ShopMetrics;
  logRequests: boolean;
}): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const durationMs = performance.now() - started;
    const line = { method: c.req.method, route: routePatternOf(c), status: c.res.status };
    metrics.observeRequest(line, durationMs / 1000);
    if (logRequests) {
      const requestId = c.get('requestId') as string | undefined;
      logger.info({ requestId, ...line, durationMs: Math.round(durationMs * 10) / 10 }, 'request');
    }
  };
}
