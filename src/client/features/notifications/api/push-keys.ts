import type { QueryScope } from '@/client/lib/query-scope';
/** Every key of the signed-in user's notification settings starts here. */
export const pushKeys = {
  all: ['push'] as const,
  preferences: (email: string) => ['push', 'preferences', email] as const,
  devices: (email: string) => ['push', 'devices', email] as const,
};

/** Whose data these queries hold (see QueryScope). */
export const queryScopes: QueryScope[] = [{ kept: 'user', roots: [pushKeys.all] }];
