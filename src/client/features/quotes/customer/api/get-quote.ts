import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Quote } from '@/shared/answers/quotes';
import { authorizedRequest } from '@/client/lib/api-client';
import { quoteKeys } from './quote-keys';

/** Its customer's read also tells the shop they have seen it (sent → viewed); an admin's read does not. */
export const getQuote = (id: string, signal?: AbortSignal) =>
  authorizedRequest<Quote>(`/api/quotes/${encodeURIComponent(id)}`, { signal });
export const quoteQueryOptions = (id: string) =>
  queryOptions({ queryKey: quoteKeys.one(id), queryFn: ({ signal }) => getQuote(id, signal) });
export const useQuote = (id: string) => useSuspenseQuery(quoteQueryOptions(id));
