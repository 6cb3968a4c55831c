import type { QueryScope } from '@/client/lib/query-scope';
/** Every quote query key starts here: saved on the device under the signed-in user, gone when they sign out. */
export const quoteKeys = {
  all: ['quotes'] as const,
  one: (id: string) => ['quotes', 'one', id] as const,
};

/** Whose data these queries hold (see QueryScope). */
export const queryScopes: QueryScope[] = [{ kept: 'user', roots: [quoteKeys.all] }];
