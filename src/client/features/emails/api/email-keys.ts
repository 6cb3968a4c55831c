import type { QueryScope } from '@/client/lib/query-scope';
/** Every key of the admin's list of the shop's mail starts here; kept apart so the session code can name it cheaply. */
export const emailKeys = { all: ['emails'] as const };

/** Whose data these queries hold (see QueryScope). */
export const queryScopes: QueryScope[] = [{ kept: 'user', roots: [emailKeys.all] }];
