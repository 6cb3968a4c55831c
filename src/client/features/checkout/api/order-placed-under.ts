import type { Order } from '@/shared/answers/orders';
import { ApiError, authorizedRequest } from '@/client/lib/api-client';

/** The order the shop placed under `key` (an order whose answer was lost), or undefined when it placed none. */
export async function orderPlacedUnder(key: string): Promise<Order | undefined> {
  try {
    return await authorizedRequest<Order>(`/api/order-attempts/${encodeURIComponent(key)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}
