import type { QueryScope } from '@/client/lib/query-scope';
/** Every order query key starts here, so one invalidation refreshes them all. */
export const orderKeys = {
  all: ['orders'] as const,
  mine: (email: string) => ['orders', 'mine', email] as const,
  every: () => ['orders', 'every'] as const,
  one: (id: string) => ['orders', 'one', id] as const,
};

/** Whose data these queries hold (see QueryScope). */
export const queryScopes: QueryScope[] = [{ kept: 'user', roots: [orderKeys.all] }];
