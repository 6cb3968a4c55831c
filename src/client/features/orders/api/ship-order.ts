import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@/shared/api-types';
import { authorizedRequest } from '@/client/lib/api-client';
import { orderKeys } from './order-keys';

export const shipOrder = (id: string) =>
  authorizedRequest<Order>(`/api/orders/${encodeURIComponent(id)}`, { method: 'PUT', body: { status: 'shipped' } });

export function useShipOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shipOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
