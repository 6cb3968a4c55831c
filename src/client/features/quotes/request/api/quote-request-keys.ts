import type { QueryScope } from '@/client/lib/query-scope';
/** Every key of quote requests starts here: a customer's own, saved under them and gone when their session ends. */
export const quoteRequestKeys = {
  all: ['quote-requests'] as const,
  mine: (email: string) => [...quoteRequestKeys.all, 'mine', email] as const,
};

/** Whose data these queries hold (see QueryScope). */
export const queryScopes: QueryScope[] = [{ kept: 'user', roots: [quoteRequestKeys.all] }];
