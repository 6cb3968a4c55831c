import type { Order } from '@/shared/api-types';
import { authorizedRequest } from '@/client/lib/api-client';
import { useOrderChange } from './use-order-change';

export const shipOrder = (id: string) =>
  authorizedRequest<Order>(`/api/orders/${encodeURIComponent(id)}`, { method: 'PUT', body: { status: 'shipped' } });

export const useShipOrder = () => useOrderChange(shipOrder);
