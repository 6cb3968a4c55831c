import type { QueryScope } from '@/client/lib/query-scope';
/** Every key of the app's badge starts here: one person's count of what waits for them. */
export const badgeKeys = {
  all: ['badge'] as const,
  mine: (email: string) => ['badge', email] as const,
};

/** Whose data these queries hold (see QueryScope). */
export const queryScopes: QueryScope[] = [{ kept: 'user', roots: [badgeKeys.all] }];
