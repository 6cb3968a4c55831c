import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { savedMaxAgeMs } from './saved-queries';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Offline, a query still asks once: the service worker may answer from its cache. Retries wait
        // for the connection.
        networkMode: 'offlineFirst',
        // Kept as long as the persisted copy, or restored queries would be dropped before they are used.
        gcTime: savedMaxAgeMs,
        // A 4xx will not change on retry; network hiccups and 5xx get two more tries.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}
