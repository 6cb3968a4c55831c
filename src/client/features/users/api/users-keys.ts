import type { QueryScope } from '@/client/lib/query-scope';
/** Every key of an admin's list of users starts here; a user's own profile has its own root. */
export const usersKeys = { all: ['users'] as const, list: () => ['users', 'all'] as const };

/** Whose data these queries hold (see QueryScope). */
export const queryScopes: QueryScope[] = [{ kept: 'user', roots: [usersKeys.all] }];
