import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { Hono } from 'hono';
import ipaddr from 'ipaddr.js';
import { clientAddressMiddleware, type ClientAddressVariables, type TrustProxy } from '../http/client-address';
import { errorBody } from '../http/errors';
import type { ShopMetrics } from '../observability/shop-metrics';

/** A request made inside this process (the page renderer asks its own app) has no socket: it is local. */
function isLoopback(address: string): boolean {
  if (address === 'local') return true;
  const plain = address.split('%')[0]!;
  return isIP(plain) !== 0 && ipaddr.process(plain).range() === 'loopback';
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `Authorization` carries the metrics token, compared in constant time (digests of equal length). */
function carriesToken(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(token));
}

/**
 * `GET /metrics`, Prometheus' text format: for a scraper on this machine (the client's address is
 * loopback, behind trusted proxies the one they name), or one that sends `Bearer <METRICS_TOKEN>`.
 */
export function metricsRoutes(metrics: ShopMetrics, { trustProxy, token }: { trustProxy: TrustProxy; token?: string }) {
  return new Hono<{ Variables: ClientAddressVariables }>().get(
    '/metrics',
    clientAddressMiddleware(trustProxy),
    async (c) => {
      if (!isLoopback(c.get('clientAddress')) && !carriesToken(c.req.header('Authorization'), token)) {
        return c.json(errorBody('forbidden', 'Metrics are served on loopback or with the metrics token.'), 403);
      }
      c.header('Cache-Control', 'no-store');
      return c.body(await metrics.scrape(), 200, { 'Content-Type': metrics.contentType });
    },
  );
}
