import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { type Context, Hono } from 'hono';
import ipaddr from 'ipaddr.js';
import { contract } from '../http/contract';
import { errorBody } from '../http/errors';
import type { ShopMetrics } from '../observability/shop-metrics';

/**
 * Headers by which a proxy says it passed the request on (or names a client): a request that carries one
 * came through something, whatever address its connection has, so loopback proves nothing about it.
 */
const forwardingHeaders = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
]);

function isForwarded(headers: Headers): boolean {
  for (const name of headers.keys()) {
    if (forwardingHeaders.has(name) || name.startsWith('x-forwarded-')) return true;
  }
  return false;
}

/**
 * The remote address of the connection the request came in on, as the Node adapter gives it; undefined for a
 * request with no socket (one made inside this process), which proves nothing about where it came from.
 */
function socketAddress(c: Context): string | undefined {
  return (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
}

function isLoopback(address: string | undefined): boolean {
  const plain = address?.split('%')[0];
  return plain !== undefined && isIP(plain) !== 0 && ipaddr.process(plain).range() === 'loopback';
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `Authorization` carries the metrics token, compared in constant time (digests of equal length). */
function carriesToken(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(token));
}

/**
 * `GET /metrics`, Prometheus' text format: for a scraper on this machine, or one that sends
 * `Bearer <METRICS_TOKEN>`. On this machine means the connection itself comes from loopback and the request
 * was not passed on by a proxy; `TRUST_PROXY` plays no part: a proxy on this machine makes every visitor's
 * connection a loopback one, and what a forwarding header says can be written by anyone.
 */
export function metricsRoutes(metrics: ShopMetrics, { token }: { token?: string }) {
  return new Hono().get(
    '/metrics',
    contract({
      tag: 'Shop',
      summary: "The server's metrics in Prometheus' text format, for a scraper on this machine or with the token",
      description: 'Served at /metrics, beside the API rather than under /api.',
      security: 'metrics-token',
      answers: { 200: { media: 'text/plain', description: "Prometheus' text exposition format." } },
      refusals: [403],
    }),
    async (c) => {
      const local = isLoopback(socketAddress(c)) && !isForwarded(c.req.raw.headers);
      if (!local && !carriesToken(c.req.header('Authorization'), token)) {
        return c.json(
          errorBody(
            'forbidden',
            'Metrics are served to this machine directly (not through a proxy), or with the metrics token.',
          ),
          403,
        );
      }
      c.header('Cache-Control', 'no-store');
      return c.body(await metrics.scrape(), 200, { 'Content-Type': metrics.contentType });
    },
  );
}
