import { type QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Order } from '@/shared/api-types';
import { authorizedRequest } from '@/client/lib/api-client';
import { orderKeys } from './order-keys';

export const getMyOrders = (email: string, signal?: AbortSignal) =>
  authorizedRequest<Order[]>(`/api/orders/${encodeURIComponent(email)}`, { signal });
export const myOrdersQueryOptions = (email: string) =>
  queryOptions({ queryKey: orderKeys.mine(email), queryFn: ({ signal }) => getMyOrders(email, signal) });
export const useMyOrders = (email: string) => useSuspenseQuery(myOrdersQueryOptions(email));

export const getAllOrders = (signal?: AbortSignal) => authorizedRequest<Order[]>('/api/allorders', { signal });
export const allOrdersQueryOptions = () =>
  queryOptions({ queryKey: orderKeys.every(), queryFn: ({ signal }) => getAllOrders(signal) });
export const useAllOrders = () => useSuspenseQuery(allOrdersQueryOptions());

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
  for (const [key, orders] of queryClient.getQueriesData<Order[]>({ queryKey: orderKeys.all })) {
    const order = Array.isArray(orders) ? orders.find((candidate) => candidate._id === id) : undefined;
    if (order) {
      queryClient.setQueryData(orderQueryOptions(id).queryKey, order, {
        updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt,
      });
      return;
    }
  }
}
