import type { QueryScope } from '@/client/lib/query-scope';
/** Every key of the admin's contact messages starts here; kept apart so the session code can name it cheaply. */
export const messagesKeys = { all: ['messages'] as const };

/** Whose data these queries hold (see QueryScope). */
export const queryScopes: QueryScope[] = [{ kept: 'user', roots: [messagesKeys.all] }];
