import type { Order } from '@/shared/answers/orders';
import type { OrderStatusInput } from '@/shared/schemas/order';
import { authorizedRequest } from '@/client/lib/api-client';
import { useOrderChange } from './use-order-change';

/** Ships a pending order (with its carrier and tracking number, when known) or marks a shipped one delivered. */
export const updateOrderStatus = ({ id, change }: { id: string; change: OrderStatusInput }) =>
  authorizedRequest<Order>(`/api/orders/${encodeURIComponent(id)}`, { method: 'PUT', body: change });

export const useUpdateOrderStatus = () => useOrderChange(updateOrderStatus);
