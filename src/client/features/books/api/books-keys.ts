import type { QueryScope } from '@/client/lib/query-scope';

/** The shop's tax table and delivery charges, as the checkout last read them. */
export const booksKeys = { all: ['books'] as const };

/** A receipt or credit note, by its number. */
export const documentKeys = { all: ['documents'] as const, one: (number: string) => ['documents', number] as const };

/**
 * Whose data these queries hold (see QueryScope): the shop's books are saved for everyone, so an offline cart has
 * them; a document is its customer's, saved under them.
 */
export const queryScopes: QueryScope[] = [
  { kept: 'everyone', roots: [booksKeys.all] },
  { kept: 'user', roots: [documentKeys.all] },
];
