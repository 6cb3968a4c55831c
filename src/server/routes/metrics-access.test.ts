import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import type { TrustProxy } from '../http/client-address';
import { createTestApp } from '../test/app';
import { useTestDatabase } from '../test/use-test-app';

let database: DatabaseHandle;
useTestDatabase((opened) => (database = opened));

const metricsToken = 'a-metrics-token-of-at-least-32-characters';
const withToken = { Authorization: `Bearer ${metricsToken}` };
/** What the Node adapter gives the app: the socket the request came in on. */
const fromAddress = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

/** Each way a proxy (or anyone pretending to be one) says who the client is. */
const forwardings: Record<string, string>[] = [
  { 'X-Forwarded-For': '127.0.0.1' },
  { 'X-Forwarded-For': '::1' },
  { Forwarded: 'for=127.0.0.1' },
  { 'X-Real-IP': '127.0.0.1' },
  { 'X-Forwarded-Host': 'localhost' },
  { Via: '1.1 localhost' },
];

/** TRUST_PROXY unset, and `1` as the README suggests behind one proxy. */
const trustSettings: { name: string; trustProxy: TrustProxy }[] = [
  { name: 'TRUST_PROXY unset', trustProxy: undefined },
  { name: 'TRUST_PROXY=1', trustProxy: { hops: 1 } },
];

describe.each(trustSettings)('GET /metrics in process, $name', ({ trustProxy }) => {
  const appWith = (token?: string) =>
    createTestApp(database, { trustProxy }, token === undefined ? {} : { metricsToken: token });
  const status = async (app: ReturnType<typeof appWith>, address: string, headers: Record<string, string> = {}) =>
    (await app.request('/metrics', { headers }, fromAddress(address))).status;

  it('answers a loopback connection that no proxy passed on, with or without a metrics token configured', async () => {
    for (const app of [appWith(), appWith(metricsToken)]) {
      expect(await status(app, '127.0.0.1')).toBe(200);
      expect(await status(app, '::1')).toBe(200);
      expect(await status(app, '::ffff:127.0.0.1')).toBe(200);
    }
  });

  it('refuses a forwarded request without the token, even on a loopback connection', async () => {
    for (const app of [appWith(), appWith(metricsToken)]) {
      for (const headers of forwardings) {
        expect(await status(app, '127.0.0.1', headers), JSON.stringify(headers)).toBe(403);
        expect(await status(app, '203.0.113.9', headers), JSON.stringify(headers)).toBe(403);
      }
    }
    const refused = await appWith().request('/metrics', { headers: forwardings[0] }, fromAddress('127.0.0.1'));
    expect(await refused.json()).toEqual({ error: { code: 'forbidden', message: expect.any(String) } });
  });

  it('answers the token from anywhere, forwarded or not, and nothing else off loopback', async () => {
    const app = appWith(metricsToken);
    expect(await status(app, '203.0.113.9', withToken)).toBe(200);
    expect(await status(app, '127.0.0.1', { ...forwardings[0], ...withToken })).toBe(200);
    expect(await status(app, '203.0.113.9', { Forwarded: 'for=198.51.100.4', ...withToken })).toBe(200);
    expect(await status(app, '203.0.113.9')).toBe(403);
    expect(await status(app, '203.0.113.9', { Authorization: `Bearer ${metricsToken}x` })).toBe(403);
    expect(await status(app, '203.0.113.9', { Authorization: metricsToken })).toBe(403);
    expect(await status(app, '10.0.0.5', { Authorization: 'Bearer short' })).toBe(403);
    // Without a token configured, no header opens it.
    expect(await status(appWith(), '203.0.113.9', { Authorization: 'Bearer ' })).toBe(403);
    expect(await status(appWith(), '203.0.113.9', withToken)).toBe(403);
  });

  it('refuses a request with no socket to tell where it came from', async () => {
    expect((await appWith().request('/metrics')).status).toBe(403);
    expect((await appWith(metricsToken).request('/metrics', { headers: withToken })).status).toBe(200);
  });
});

/** An address of this machine that is not loopback, through which a connection is not a loopback one. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

describe.each(trustSettings)('GET /metrics through a listening server, $name', ({ trustProxy }) => {
  const servers: { token: boolean; port: number; close: () => Promise<void> }[] = [];
  beforeAll(async () => {
    for (const token of [false, true]) {
      const app = createTestApp(database, { trustProxy }, token ? { metricsToken } : {});
      await new Promise<void>((resolve) => {
        const server = serve({ fetch: app.fetch, port: 0, hostname: '0.0.0.0' }, (info: AddressInfo) => {
          servers.push({ token, port: info.port, close: () => new Promise((done) => server.close(() => done())) });
          resolve();
        });
      });
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  const status = async (host: string, port: number, headers: Record<string, string> = {}) =>
    (await fetch(`http://${host}:${port}/metrics`, { headers })).status;

  it('answers a direct loopback connection and refuses a forwarded one unless it carries the token', async () => {
    for (const { token, port } of servers) {
      expect(await status('127.0.0.1', port)).toBe(200);
      for (const headers of forwardings) expect(await status('127.0.0.1', port, headers)).toBe(403);
      expect(await status('127.0.0.1', port, { ...forwardings[0], ...withToken })).toBe(token ? 200 : 403);
    }
  });

  it.runIf(outsideAddress)(
    'refuses a connection from another address, whatever it says, without the token',
    async () => {
      for (const { token, port } of servers) {
        expect(await status(outsideAddress!, port)).toBe(403);
        expect(await status(outsideAddress!, port, { 'X-Forwarded-For': '127.0.0.1' })).toBe(403);
        expect(await status(outsideAddress!, port, withToken)).toBe(token ? 200 : 403);
      }
    },
  );
});
