import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressKey, parseTrustProxy, resolveClientAddress } from './client-address';
import { createTestDatabase } from '../test/database';
import { createTestApp, jsonRequest } from '../test/app';
import { defaultRateLimits } from '../app-deps';
import { from } from '../test/connections';

describe('the client address behind proxies', () => {
  it('is the socket address unless proxies are trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('203.0.113.5', '10.1.1.1', undefined)).toBe('203.0.113.5');
    expect(resolveClientAddress('::ffff:203.0.113.5', undefined, parseTrustProxy('1'))).toBe('203.0.113.5');
  });

  it('with a hop count, is the address the outermost trusted proxy saw, never one the client wrote', () => {
    const oneProxy = parseTrustProxy('1');
    // The client wrote 6.6.6.6 itself; the proxy appended the address it was reached from.
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.20', oneProxy)).toBe('198.51.100.20');
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.20, 10.0.0.9', parseTrustProxy('2'))).toBe(
      '198.51.100.20',
    );
    expect(resolveClientAddress('10.0.0.2', '198.51.100.20', parseTrustProxy('5'))).toBe('198.51.100.20');
    expect(resolveClientAddress('10.0.0.2', 'garbage', oneProxy)).toBe('10.0.0.2');
  });

  it('with proxy addresses, skips trusted ones from the right and takes the first untrusted', () => {
    const proxies = parseTrustProxy('10.0.0.0/8, ::1, 2001:db8:ffff::/48');
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.20, 10.3.3.3', proxies)).toBe('198.51.100.20');
    expect(resolveClientAddress('::1', '2001:db8:1::7', proxies)).toBe('2001:db8:1::7');
    // A request straight from an untrusted peer keeps the peer's address.
    expect(resolveClientAddress('198.51.100.99', '6.6.6.6', proxies)).toBe('198.51.100.99');
  });

  it('refuses a TRUST_PROXY that is neither hops nor addresses', () => {
    expect(parseTrustProxy(undefined)).toBeUndefined();
    expect(parseTrustProxy('false')).toBeUndefined();
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow(/prefix/);
  });

  it('counts IPv6 clients by their /64 and IPv4 clients by their address', () => {
    expect(addressKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(addressKey('2001:db8:aa:bb::9')).toBe(addressKey('2001:0db8:00aa:00bb:ffff::1'));
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:aa:bc::1')).not.toBe(addressKey('2001:db8:aa:bb::1'));
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
  });
});

describe('rate limits by client address', () => {
  afterEach(() => vi.useRealTimers());

  it('behind a trusted proxy, limits each client apart, and one IPv6 /64 as one client', async () => {
    const database = await createTestDatabase();
    try {
      const app = createTestApp(database, {
        trustProxy: parseTrustProxy('127.0.0.1'),
        rateLimits: { ...defaultRateLimits, contactMessages: { limit: 1, windowMs: 60_000 } },
      });
      const message = { name: 'Pat', email: 'pat@example.com', subject: 'Quote', msg: 'Please call me back.' };
      const send = (forwardedFor: string) =>
        app.request('/api/msg', jsonRequest('POST', message, { 'X-Forwarded-For': forwardedFor }), from('127.0.0.1'));
      expect((await send('198.51.100.1')).status).toBe(201);
      expect((await send('198.51.100.2')).status).toBe(201);
      expect((await send('198.51.100.1')).status).toBe(429);
      expect((await send('2001:db8:5:6::1')).status).toBe(201);
      expect((await send('2001:db8:5:6:abcd::99')).status).toBe(429);
    } finally {
      await database.close();
    }
  });
});
