import type { Order } from '@/shared/answers/orders';
import { authorizedRequest, NetworkError } from '@/client/lib/api-client';
import { useOrderChange } from './use-order-change';

/**
 * Gives a paid order's whole amount back. The caller makes the key once per click, so that a retry after a
 * lost answer is the same refund to the shop, never a second one.
 */
export const refundOrder = ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
  authorizedRequest<Order>(`/api/orders/${encodeURIComponent(id)}/refund`, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** Tried again, with the same key, when no answer came; a refusal is final. */
export const useRefundOrder = () =>
  useOrderChange(refundOrder, (failures, error) => error instanceof NetworkError && failures < 2);
