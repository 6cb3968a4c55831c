import { createApp } from '../app';
import { defaultRateLimits, type AppDeps } from '../app-deps';
import type { DatabaseHandle } from '../db/client';

export function createTestApp(database: DatabaseHandle, overrides: Partial<Omit<AppDeps, 'database'>> = {}) {
  return createApp({ database, rateLimits: defaultRateLimits, ...overrides });
}

export function jsonRequest(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
