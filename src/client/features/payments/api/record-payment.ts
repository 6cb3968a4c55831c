import type { Order } from '@/shared/answers/orders';
import { authorizedRequest } from '@/client/lib/api-client';

export const recordPayment = (orderId: string, transactionId: string) =>
  authorizedRequest<Order>(`/api/payments/${encodeURIComponent(orderId)}`, {
    method: 'PATCH',
    body: { orderId, transactionId },
  });
