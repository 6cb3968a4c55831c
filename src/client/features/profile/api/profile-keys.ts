import type { QueryScope } from '@/client/lib/query-scope';
/**
 * Every key of the signed-in user's own profile starts here: apart from an admin's list of users, which
 * is another answer (a page of everyone), so each is refreshed and ended on its own.
 */
export const profileKeys = {
  all: ['profile'] as const,
  one: (email: string) => ['profile', email] as const,
  /** The mail the user turned off: a query of its own under the profile's, ended with it. */
  mail: (email: string) => ['profile', email, 'mail'] as const,
};

/** Whose data these queries hold (see QueryScope). */
export const queryScopes: QueryScope[] = [{ kept: 'user', roots: [profileKeys.all] }];
