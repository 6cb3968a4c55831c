import { queryOptions, useQuery } from '@tanstack/react-query';
import { authorizedRequest } from '@/client/lib/api-client';
import { paymentKeys, type PaymentSubject } from './payment-keys';

export const createPaymentIntent = (subject: PaymentSubject) =>
  authorizedRequest<{ clientSecret: string }>('/api/create-payment-intent', { method: 'POST', body: subject });

/** Asked once per visit of the payment page; the server answers the same intent for the same subject. */
export const paymentIntentQueryOptions = (subject: PaymentSubject) =>
  queryOptions({
    queryKey: paymentKeys.intent(subject),
    queryFn: () => createPaymentIntent(subject),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export const usePaymentIntent = (subject: PaymentSubject, enabled: boolean) =>
  useQuery({ ...paymentIntentQueryOptions(subject), enabled });
