import type { Order } from '@/shared/answers/orders';
import { authorizedRequest } from '@/client/lib/api-client';
import { useOrderChange } from './use-order-change';

export const cancelOrder = (id: string) =>
  authorizedRequest<Order>(`/api/orders/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useCancelOrder = () => useOrderChange(cancelOrder);
