import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@/shared/api-types';
import { authorizedRequest } from '@/client/lib/api-client';
import { orderKeys } from './order-keys';

export const cancelOrder = (id: string) =>
  authorizedRequest<Order>(`/api/orders/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
