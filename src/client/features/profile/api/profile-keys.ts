import type { QueryScope } from '@/client/lib/query-scope';
/**
 * Every key of the signed-in user's own profile starts here: apart from an admin's list of users, which
 * is another answer (a page of everyone), so each is refreshed and ended on its own.
 */
export const profileKeys = {
  all: ['profile'] as const,
  one: (email: string) => ['profile', email] as const,
};

/** Whose data these queries hold (see QueryScope). */
export const queryScopes: QueryScope[] = [{ kept: 'user', roots: [profileKeys.all] }];
