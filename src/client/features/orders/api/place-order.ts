import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@/shared/api-types';
import type { PlaceCartOrderInput, PlaceOrderInput } from '@/shared/schemas/order';
import { authorizedRequest } from '@/client/lib/api-client';
import { orderKeys } from './order-keys';

/** One tool (the tool page's Purchase), or the cart's lines. */
type NewOrder = PlaceOrderInput | PlaceCartOrderInput;

export const placeOrder = (order: NewOrder, idempotencyKey: string) =>
  authorizedRequest<Order>('/api/orders', {
    method: 'POST',
    body: order,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, idempotencyKey }: { order: NewOrder; idempotencyKey: string }) =>
      placeOrder(order, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
