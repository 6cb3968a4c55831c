import { type QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Order } from '@/shared/api-types';
import { authorizedPage, authorizedRequest, type Page } from '@/client/lib/api-client';
import { pageSize, usePagedQuery } from '@/client/lib/use-paged-query';
import { orderKeys } from './order-keys';

export const getMyOrders = (email: string, offset: number, signal?: AbortSignal) =>
  authorizedPage<Order>(`/api/orders/${encodeURIComponent(email)}`, { limit: pageSize, offset }, signal);
export const myOrdersQueryOptions = (email: string, offset = 0) =>
  queryOptions({
    queryKey: [...orderKeys.mine(email), offset],
    queryFn: ({ signal }) => getMyOrders(email, offset, signal),
  });
export const useMyOrders = (email: string) => usePagedQuery((offset) => myOrdersQueryOptions(email, offset));

export const getAllOrders = (offset: number, signal?: AbortSignal) =>
  authorizedPage<Order>('/api/allorders', { limit: pageSize, offset }, signal);
export const allOrdersQueryOptions = (offset = 0) =>
  queryOptions({ queryKey: [...orderKeys.every(), offset], queryFn: ({ signal }) => getAllOrders(offset, signal) });
export const useAllOrders = () => usePagedQuery(allOrdersQueryOptions);

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
