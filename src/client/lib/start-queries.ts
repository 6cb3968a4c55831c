import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';

/**
 * A route loader that starts its page's queries and does not wait for them: the page paints at once, its
 * placeholders in place, and each part fills in as its data lands.
 */
export const startQueries =
  (...queries: (() => Pick<FetchQueryOptions, 'queryKey'>)[]) =>
  ({ context: { queryClient } }: { context: { queryClient: QueryClient } }) => {
    for (const query of queries) void queryClient.prefetchQuery(query());
  };
