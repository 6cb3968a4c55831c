import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@/shared/api-types';
import { authorizedRequest } from '@/client/lib/api-client';
import { orderKeys } from './order-keys';

export const cancelOrder = (id: string) =>
  authorizedRequest<Order>(`/api/orders/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const shipOrder = (id: string) =>
  authorizedRequest<Order>(`/api/orders/${encodeURIComponent(id)}`, { method: 'PUT', body: { status: 'shipped' } });

function useOrderChange(change: (id: string) => Promise<Order>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export const useCancelOrder = () => useOrderChange(cancelOrder);
export const useShipOrder = () => useOrderChange(shipOrder);
