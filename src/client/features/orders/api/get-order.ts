import { type QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Order } from '@/shared/answers/orders';
import { authorizedRequest, type Page } from '@/client/lib/api-client';
import { startFreshQuery } from '@/client/lib/query-client';
import { orderKeys } from './order-keys';

export const getOrder = (id: string, signal?: AbortSignal) =>
  authorizedRequest<Order>(`/api/order/${encodeURIComponent(id)}`, { signal });
export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKeys.one(id), queryFn: ({ signal }) => getOrder(id, signal) });
export const useOrder = (id: string) => useSuspenseQuery(orderQueryOptions(id));

/**
 * An order never opened before is in a saved list of orders (the user's own, or an admin's): its page
 * starts from there, as old as that list, so that it opens offline too, and is checked again when online.
 */
export function seedOrderFromLists(queryClient: QueryClient, id: string) {
  if (queryClient.getQueryData(orderQueryOptions(id).queryKey)) return;
  for (const [key, data] of queryClient.getQueriesData<Page<Order> | Order>({ queryKey: orderKeys.all })) {
    const order = data && 'rows' in data ? data.rows.find((candidate) => candidate._id === id) : undefined;
    if (order) {
      queryClient.setQueryData(orderQueryOptions(id).queryKey, order, {
        updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt,
      });
      return;
    }
  }
}

const startFreshOrder = startFreshQuery(orderQueryOptions);

/**
 * The loader of an order's page: it starts from a saved list, and reads the order again on every visit,
 * however fresh: an order seeded from a list has no timeline yet.
 */
export const startOrderPage: typeof startFreshOrder = (route) => {
  seedOrderFromLists(route.context.queryClient, route.params.id);
  startFreshOrder(route);
};
