import { useMutation } from '@tanstack/react-query';
import type { Order } from '@/shared/api-types';
import { authorizedRequest } from '@/client/lib/api-client';

export const recordPayment = (orderId: string, transactionId: string) =>
  authorizedRequest<Order>(`/api/payments/${encodeURIComponent(orderId)}`, {
    method: 'PATCH',
    body: { orderId, transactionId },
  });

export const useRecordPayment = () =>
  useMutation({
    mutationFn: ({ orderId, transactionId }: { orderId: string; transactionId: string }) =>
      recordPayment(orderId, transactionId),
  });
