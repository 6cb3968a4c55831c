import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { persistedQueryMaxAge } from './query-persistence';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Kept as long as the persisted copy, or restored queries would be dropped before they are used.
        gcTime: persistedQueryMaxAge,
        // A 4xx will not change on retry; network hiccups and 5xx get two more tries.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}
