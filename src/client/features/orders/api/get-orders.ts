import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Order } from '@/shared/api-types';
import { authorizedRequest } from '@/client/lib/api-client';
import { orderKeys } from './order-keys';

export const getMyOrders = (email: string, signal?: AbortSignal) =>
  authorizedRequest<Order[]>(`/api/orders/${encodeURIComponent(email)}`, { signal });
export const myOrdersQueryOptions = (email: string) =>
  queryOptions({ queryKey: orderKeys.mine(email), queryFn: ({ signal }) => getMyOrders(email, signal) });
export const useMyOrders = (email: string) => useSuspenseQuery(myOrdersQueryOptions(email));

export const getAllOrders = (signal?: AbortSignal) => authorizedRequest<Order[]>('/api/allorders', { signal });
export const allOrdersQueryOptions = () => queryOptions({ queryKey: orderKeys.every(), queryFn: ({ signal }) => getAllOrders(signal) });
export const useAllOrders = () => useSuspenseQuery(allOrdersQueryOptions());

export const getOrder = (id: string, signal?: AbortSignal) => authorizedRequest<Order>(`/api/order/${encodeURIComponent(id)}`, { signal });
export const orderQueryOptions = (id: string) => queryOptions({ queryKey: orderKeys.one(id), queryFn: ({ signal }) => getOrder(id, signal) });
export const useOrder = (id: string) => useSuspenseQuery(orderQueryOptions(id));
