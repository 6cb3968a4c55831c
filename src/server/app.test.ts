import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { createTestApp } from './test/app';
import { useTestDatabase } from './test/use-test-app';

let database: DatabaseHandle;

useTestDatabase((opened) => (database = opened));

describe('createApp', () => {
  it('sends a strict Content-Security-Policy and the usual security headers on every answer', async () => {
    const app = createTestApp(database);
    for (const path of ['/api/health', '/api/services', '/api/no-such-route']) {
      const response = await app.request(path);
      const policy = response.headers.get('Content-Security-Policy') ?? '';
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('Strict-Transport-Security')).toBeNull();
    }
  });

  it('adds HSTS in production and lets Stripe in only when Stripe is used', async () => {
    const app = createTestApp(database, {}, { security: { stripe: true, production: true } });
    const response = await app.request('/api/health');
    expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self' https://js.stripe.com;");
  });

  it('compresses what the client accepts compressed', async () => {
    const response = await createTestApp(database).request('/api/services', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
  });
});
