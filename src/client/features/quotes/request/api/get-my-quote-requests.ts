import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { QuoteRequest } from '@/shared/answers/quotes';
import { authorizedRequest } from '@/client/lib/api-client';
import { quoteRequestKeys } from './quote-request-keys';

export const getMyQuoteRequests = (signal?: AbortSignal) =>
  authorizedRequest<QuoteRequest[]>('/api/quote-requests/mine', { signal });
export const myQuoteRequestsQueryOptions = (email: string) =>
  queryOptions({ queryKey: quoteRequestKeys.mine(email), queryFn: ({ signal }) => getMyQuoteRequests(signal) });
export const useMyQuoteRequests = (email: string) => useSuspenseQuery(myQuoteRequestsQueryOptions(email));
