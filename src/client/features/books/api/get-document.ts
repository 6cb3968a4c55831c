import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { DocumentAnswer } from '@/shared/answers/documents';
import { authorizedRequest } from '@/client/lib/api-client';
import { documentKeys } from './books-keys';

export const documentQueryOptions = (number: string) =>
  queryOptions({
    queryKey: documentKeys.one(number),
    queryFn: ({ signal }) =>
      authorizedRequest<DocumentAnswer>(`/api/documents/${encodeURIComponent(number)}`, { signal }),
    // A numbered document never changes once written.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useDocument = (number: string) => useSuspenseQuery(documentQueryOptions(number));
