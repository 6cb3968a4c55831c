import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Quote, QuoteRequest } from '@/shared/answers/quotes';
import { authorizedRequest } from '@/client/lib/api-client';
import { quoteAdminKeys } from './quote-admin-keys';

export const getQuoteRequest = (id: string, signal?: AbortSignal) =>
  authorizedRequest<QuoteRequest>(`/api/quote-requests/${encodeURIComponent(id)}`, { signal });

export const quoteRequestQueryOptions = (id: string) =>
  queryOptions({ queryKey: quoteAdminKeys.request(id), queryFn: ({ signal }) => getQuoteRequest(id, signal) });

export const useQuoteRequest = (id: string) => useSuspenseQuery(quoteRequestQueryOptions(id));

export const getQuote = (id: string, signal?: AbortSignal) =>
  authorizedRequest<Quote>(`/api/quotes/${encodeURIComponent(id)}`, { signal });

export const quoteQueryOptions = (id: string) =>
  queryOptions({ queryKey: quoteAdminKeys.quote(id), queryFn: ({ signal }) => getQuote(id, signal) });

export const useQuote = (id: string) => useSuspenseQuery(quoteQueryOptions(id));
