import type { QueryScope } from '@/client/lib/query-scope';

/** The shop's tax table and delivery charges, as the checkout last read them. */
export const booksKeys = { all: ['books'] as const };

/** Whose data these queries hold (see QueryScope): the shop's, saved for everyone, so an offline cart has them. */
export const queryScopes: QueryScope[] = [{ kept: 'everyone', roots: [booksKeys.all] }];
