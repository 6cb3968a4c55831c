import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@/shared/api-types';
import type { PlaceOrderInput } from '@/shared/schemas/order';
import { authorizedRequest } from '@/client/lib/api-client';
import { orderKeys } from './order-keys';

export const placeOrder = (order: PlaceOrderInput, idempotencyKey: string) =>
  authorizedRequest<Order>('/api/orders', {
    method: 'POST',
    body: order,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, idempotencyKey }: { order: PlaceOrderInput; idempotencyKey: string }) =>
      placeOrder(order, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
