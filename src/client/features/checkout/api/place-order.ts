import type { Order } from '@/shared/answers/orders';
import type { PlaceCartOrderInput } from '@/shared/schemas/order';
import { authorizedRequest } from '@/client/lib/api-client';

/**
 * Places an order of the checkout's lines (one tool's, or the cart's) under its Idempotency-Key: a repeat with
 * the same key and body answers the order placed the first time.
 */
export const placeOrder = (order: PlaceCartOrderInput, idempotencyKey: string) =>
  authorizedRequest<Order>('/api/orders', {
    method: 'POST',
    body: order,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
