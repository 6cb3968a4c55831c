import { queryOptions } from '@tanstack/react-query';
import type { Order } from '@/shared/answers/orders';
import { authorizedPage } from '@/client/lib/api-client';
import { pageSize, usePagedQuery } from '@/client/lib/use-paged-query';
import { orderKeys } from './order-keys';

export const getAllOrders = (offset: number, signal?: AbortSignal) =>
  authorizedPage<Order>('/api/allorders', { limit: pageSize, offset }, signal);
export const allOrdersQueryOptions = (offset = 0) =>
  queryOptions({ queryKey: [...orderKeys.every(), offset], queryFn: ({ signal }) => getAllOrders(offset, signal) });
export const useAllOrders = () => usePagedQuery(allOrdersQueryOptions);
