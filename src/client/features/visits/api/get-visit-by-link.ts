import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Visit } from '@/shared/answers/visits';
import { apiGet } from '@/client/lib/api-client';
import { visitKeys } from './visit-keys';

/** The address of one visit through its manage link, which is all it takes: no account, no session. */
export const visitLinkPath = (id: string, key: string) =>
  `/api/visits/${encodeURIComponent(id)}?key=${encodeURIComponent(key)}`;

export const visitByLinkQueryOptions = (id: string, key: string) =>
  queryOptions({
    queryKey: visitKeys.byLink(id, key),
    queryFn: ({ signal }) => apiGet<Visit>(visitLinkPath(id, key), signal),
    retry: false,
  });
export const useVisitByLink = (id: string, key: string) => useSuspenseQuery(visitByLinkQueryOptions(id, key));
