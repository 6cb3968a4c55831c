import type { DatabaseHandle } from './db/client';

export type RateLimitSettings = { limit: number; windowMs: number };

/** What the API needs from the world; tests pass their own. */
export type AppDeps = {
  database: DatabaseHandle;
  rateLimits: {
    contactMessages: RateLimitSettings;
  };
};

export const defaultRateLimits: AppDeps['rateLimits'] = {
  contactMessages: { limit: 10, windowMs: 10 * 60 * 1000 },
};
