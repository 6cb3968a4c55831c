import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from './log';
import type { ShopMetrics } from './shop-metrics';

/**
 * The pattern of the route that answered (`/api/orders/:id`), never the path with its ids, so that
 * series and log lines group by route. Read after the request ran: `routeIndex` is then the handler that
 * answered. Middleware matches every method (`ALL`): one that answered for its route (a cached catalogue,
 * a body too large) is named by that route, the first real one matched after it; a request that matched
 * no route of its own (the API's not-found catch-all) is `*`.
 */
export function routePatternOf(c: Context): string {
  const routes = matchedRoutes(c);
  const answered = routes[c.req.routeIndex];
  if (answered && answered.method !== 'ALL') return answered.path;
  if (c.res.status === 404) return '*';
  return routes.slice(c.req.routeIndex).find((route) => route.method !== 'ALL')?.path ?? '*';
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
