import type { QueryScope } from '@/client/lib/query-scope';
/** Every key of the admin's takings and ledger starts here; kept apart so the session code can name it cheaply. */
export const takingsKeys = {
  all: ['takings'] as const,
  summary: ['takings', 'summary'] as const,
  payments: (offset: number) => ['takings', 'payments', offset] as const,
};

/** Whose data these queries hold (see QueryScope). */
export const queryScopes: QueryScope[] = [{ kept: 'user', roots: [takingsKeys.all] }];
