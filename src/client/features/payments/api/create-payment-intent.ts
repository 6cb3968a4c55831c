import { queryOptions, useQuery } from '@tanstack/react-query';
import { authorizedRequest } from '@/client/lib/api-client';
import { paymentKeys } from './payment-keys';

export const createPaymentIntent = (orderId: string) =>
  authorizedRequest<{ clientSecret: string }>('/api/create-payment-intent', { method: 'POST', body: { orderId } });

/** Asked once per visit of the payment page; the server answers the same intent for the same order. */
export const paymentIntentQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.intent(orderId),
    queryFn: () => createPaymentIntent(orderId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export const usePaymentIntent = (orderId: string, enabled: boolean) =>
  useQuery({ ...paymentIntentQueryOptions(orderId), enabled });
