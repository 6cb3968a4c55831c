import type { QueryScope } from '@/client/lib/query-scope';
import type { QuoteRequestState } from '@/shared/schemas/quote';

/**
 * Every key of the admin's quote requests and quotes starts here: the admin's own data, saved for them on
 * the device and gone when their session ends. Kept apart so the session code can name it cheaply.
 */
export const quoteAdminKeys = {
  all: ['quote-admin'] as const,
  requests: (state: QuoteRequestState) => ['quote-admin', 'requests', state] as const,
  request: (id: string) => ['quote-admin', 'request', id] as const,
  quote: (id: string) => ['quote-admin', 'quote', id] as const,
};

/** Whose data these queries hold (see QueryScope). */
export const queryScopes: QueryScope[] = [{ kept: 'user', roots: [quoteAdminKeys.all] }];
