import { queryOptions } from '@tanstack/react-query';
import type { Payment } from '@/shared/answers/money';
import { authorizedPage } from '@/client/lib/api-client';
import { pageSize, usePagedQuery } from '@/client/lib/use-paged-query';
import { takingsKeys } from './takings-keys';

/** The ledger, newest first, a page at a time. */
export const getPayments = (offset: number, signal?: AbortSignal) =>
  authorizedPage<Payment>('/api/payments', { limit: pageSize, offset }, signal);
export const paymentsQueryOptions = (offset = 0) =>
  queryOptions({ queryKey: takingsKeys.payments(offset), queryFn: ({ signal }) => getPayments(offset, signal) });
export const usePayments = () => usePagedQuery(paymentsQueryOptions);
