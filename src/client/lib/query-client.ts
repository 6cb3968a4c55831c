import { type FetchQueryOptions, type Query, QueryCache, QueryClient } from '@tanstack/react-query';
import { answerOrigin } from './answer-origin';
import { ApiError } from './api-client';
import { savedMaxAgeMs } from './saved-queries';

type Held = { data: unknown; dataUpdatedAt: number };

/**
 * A query's data is dated by when the shop produced it, not by when it arrived, so a saved copy the
 * worker gave is as old as it is; and such a copy never replaces newer data the page already held.
 */
export function datedByProducer(queryCache: QueryCache) {
  // What each query held as its last fetch began: the fetch's answer replaces it before `onSuccess` runs.
  const heldAtFetch = new WeakMap<Query<unknown, unknown>, Held>();
  queryCache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch') {
      const { data, dataUpdatedAt } = event.query.state;
      heldAtFetch.set(event.query, { data, dataUpdatedAt });
    }
  });
  return (data: unknown, query: Query<unknown, unknown>) => {
    const origin = answerOrigin(data);
    if (!origin) return;
    const held = heldAtFetch.get(query);
    if (origin.saved && held?.data !== undefined && held.dataUpdatedAt > origin.producedAt) {
      query.setState({ data: held.data, dataUpdatedAt: held.dataUpdatedAt });
      return;
    }
    if (origin.producedAt < query.state.dataUpdatedAt) query.setState({ dataUpdatedAt: origin.producedAt });
  };
}

export function createQueryClient() {
  const queryCache: QueryCache = new QueryCache({ onSuccess: (data, query) => dateAnswer(data, query) });
  const dateAnswer = datedByProducer(queryCache);
  return new QueryClient({
    queryCache,
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

/**
 * A route loader that starts its page's queries and does not wait for them: the page paints at once, its
 * placeholders in place, and each part fills in as its data lands. Here, with the client every page starts
 * with, so that a page's loader brings no file of its own.
 */
export const startQueries =
  (...queries: (() => Pick<FetchQueryOptions, 'queryKey'>)[]) =>
  ({ context: { queryClient } }: { context: { queryClient: QueryClient } }) => {
    for (const query of queries) void queryClient.prefetchQuery(query());
  };

/**
 * A route loader for the page of one thing, named by the path's `$id`, that reads it again on every visit
 * however fresh the saved copy is: it may have moved on meanwhile, on another device or at the shop.
 */
export const startFreshQuery =
  (query: (id: string) => Pick<FetchQueryOptions, 'queryKey'>) =>
  ({ context: { queryClient }, params }: { context: { queryClient: QueryClient }; params: { id: string } }) =>
    void queryClient.prefetchQuery({ ...query(params.id), staleTime: 0 });
