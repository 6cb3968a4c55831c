import type { Order } from '@/shared/answers/orders';
import type { RefundOrderInput } from '@/shared/schemas/order';
import { authorizedRequest, NetworkError } from '@/client/lib/api-client';
import { useOrderChange } from './use-order-change';

/**
 * Gives back what remains of a paid order, or the part asked for (chosen lines, or an amount). The caller
 * makes the key once per click, so that a retry after a lost answer is the same refund to the shop, never a
 * second one.
 */
export const refundOrder = ({
  id,
  idempotencyKey,
  part,
}: {
  id: string;
  idempotencyKey: string;
  part?: RefundOrderInput;
}) =>
  authorizedRequest<Order>(`/api/orders/${encodeURIComponent(id)}/refund`, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    ...(part && { body: part }),
  });

/** Names a refund on its way, for the order's other buttons to wait for. */
export const refundMutationKey = ['orders', 'refund'] as const;

/** Tried again, with the same key, when no answer came; a refusal is final. */
export const useRefundOrder = () =>
  useOrderChange(refundOrder, (failures, error) => error instanceof NetworkError && failures < 2, refundMutationKey);
