import { queryOptions } from '@tanstack/react-query';
import type { QuoteRequest } from '@/shared/answers/quotes';
import type { QuoteRequestState } from '@/shared/schemas/quote';
import { authorizedPage } from '@/client/lib/api-client';
import { pageSize, usePagedQuery } from '@/client/lib/use-paged-query';
import { quoteAdminKeys } from './quote-admin-keys';

export const getQuoteRequests = (state: QuoteRequestState, offset: number, signal?: AbortSignal) =>
  authorizedPage<QuoteRequest>(`/api/quote-requests?state=${state}`, { limit: pageSize, offset }, signal);

export const quoteRequestsQueryOptions =
  (state: QuoteRequestState) =>
  (offset = 0) =>
    queryOptions({
      queryKey: [...quoteAdminKeys.requests(state), offset],
      queryFn: ({ signal }) => getQuoteRequests(state, offset, signal),
    });

/** The requests in one state, newest first, a page at a time. */
export const useQuoteRequests = (state: QuoteRequestState) => usePagedQuery(quoteRequestsQueryOptions(state));
