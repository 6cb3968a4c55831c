import { queryOptions } from '@tanstack/react-query';
import type { Order } from '@/shared/answers/orders';
import { authorizedPage } from '@/client/lib/api-client';
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
