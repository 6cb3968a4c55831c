import type { ClientConfig } from '@/shared/api-types';
import type { IdTokenVerifier } from './auth/id-token';
import type { SessionTokens } from './auth/session-token';
import type { DatabaseHandle } from './db/client';

export type RateLimitSettings = { limit: number; windowMs: number };

/** What the API needs from the world; tests pass their own. */
export type AppDeps = {
  database: DatabaseHandle;
  identity: IdTokenVerifier;
  sessions: SessionTokens;
  clientConfig: ClientConfig;
  rateLimits: {
    contactMessages: RateLimitSettings;
    tokenExchange: RateLimitSettings;
  };
};

export const defaultRateLimits: AppDeps['rateLimits'] = {
  contactMessages: { limit: 10, windowMs: 10 * 60 * 1000 },
  tokenExchange: { limit: 30, windowMs: 10 * 60 * 1000 },
};
