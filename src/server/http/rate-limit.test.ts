import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../app-deps';
import type { DatabaseHandle } from '../db/client';
import { createTestApp, jsonRequest } from '../test/app';
import { from } from '../test/connections';
import { unsignedIdToken } from '../test/id-tokens';
import { handleError } from './errors';
import { limiterKey, maxKeyLength, rateLimit } from './rate-limit';
import { memoryRateLimitStore, type RateLimitStore, rateLimitStoreFor } from './rate-limit-store';
import { useTestDatabase } from '../test/use-test-app';

let database: DatabaseHandle;
useTestDatabase((opened) => (database = opened));

/** The shop's own store for the test database, recording every key it is asked to count. */
function recordingStore() {
  const inner = rateLimitStoreFor(database);
  const keys = new Set<string>();
  const store: RateLimitStore = {
    add: (key, windowMs, by) => {
      keys.add(key);
      return inner.add(key, windowMs, by);
    },
    size: () => inner.size(),
  };
  return { store, keys };
}

describe('limiter keys come from validated input', () => {
  it('a 4 KB sign-in path is a 404 counted against its address, never a stored key or a 500', async () => {
    const { store, keys } = recordingStore();
    const app = createTestApp(database, {
      rateLimitStore: store,
      rateLimits: { ...defaultRateLimits, tokenExchangeFailures: { limit: 3, windowMs: 60_000 } },
    });
    const address = from('198.51.100.40');
    const junk = () => `${randomBytes(2048).toString('hex')}@example.com`;
    for (let index = 0; index < 3; index++) {
      const response = await app.request(`/api/users/${junk()}`, jsonRequest('PUT', {}, {}), address);
      expect(response.status).toBe(404);
    }
    expect([...keys].every((key) => key.length <= 'token-exchange-successes:'.length + maxKeyLength)).toBe(true);
    expect([...keys].some((key) => key.startsWith('token-exchange-successes:'))).toBe(false);
    // The three refusals count: the fourth request from the address is stopped, even a good one.
    const email = `keys-${Date.now()}@example.com`;
    const good = { Authorization: `Bearer ${unsignedIdToken(email)}` };
    expect((await app.request(`/api/users/${email}`, jsonRequest('PUT', {}, good), address)).status).toBe(429);
    expect((await app.request(`/api/users/${email}`, jsonRequest('PUT', {}, good), from('198.51.100.41'))).status).toBe(
      200,
    );
    expect(keys).toContain(`token-exchange-successes:${email}`);
  });

  it('keeps any key part over the cap as its hash', () => {
    const long = 'x'.repeat(5000);
    expect(limiterKey('test', long)).toMatch(/^test:sha256:[\w-]{43}$/);
    expect(limiterKey('test', long)).toBe(limiterKey('test', long));
    expect(limiterKey('test', `${long}y`)).not.toBe(limiterKey('test', long));
    expect(limiterKey('test', 'user-1')).toBe('test:user-1');
  });
});

describe('the failure counter', () => {
  it('counts answers of 5xx as failures', async () => {
    const app = new Hono()
      .use(
        rateLimit({
          name: 'test-failures',
          store: memoryRateLimitStore(),
          limit: 2,
          windowMs: 60_000,
          counts: 'failures',
        }),
      )
      .get('/fails', () => {
        throw new Error('The server failed.');
      })
      .onError(handleError);
    expect((await app.request('/fails')).status).toBe(500);
    expect((await app.request('/fails')).status).toBe(500);
    expect((await app.request('/fails')).status).toBe(429);
  });
});

describe('the in-memory store', () => {
  it('is bounded in bytes: long keys push out the oldest windows', async () => {
    const store = memoryRateLimitStore({ maxBytes: 100_000 });
    for (let index = 0; index < 100; index++) await store.add(`test:${index}:${'k'.repeat(4000)}`, 60_000, 1);
    expect(store.bytes()).toBeLessThanOrEqual(100_000);
    expect(await store.size()).toBeLessThan(15);
    expect((await store.add(`test:99:${'k'.repeat(4000)}`, 60_000, 0)).count).toBe(1);
  });
});
