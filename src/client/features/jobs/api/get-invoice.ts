import { useMutation, useQueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Invoice } from '@/shared/answers/jobs';
import { authorizedRequest } from '@/client/lib/api-client';
import { jobKeys } from './job-keys';

const invoicePath = (id: string) => `/api/invoices/${encodeURIComponent(id)}`;

/** A job's final invoice, for its customer (and admins): saved on the device like their other pages. */
export const invoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobKeys.invoice(id),
    queryFn: ({ signal }) => authorizedRequest<Invoice>(invoicePath(id), { signal }),
  });
export const useInvoice = (id: string) => useSuspenseQuery(invoiceQueryOptions(id));

/** The balance's intent, paid by card: the shop checks it with the gateway before it marks the invoice paid. */
export const recordInvoicePayment = (id: string, transactionId: string) =>
  authorizedRequest<Invoice>(`${invoicePath(id)}/payment`, { method: 'PATCH', body: { transactionId } });

/** Records the payment; the invoice as the shop now has it is shown at once, and the jobs read again. */
export function useRecordInvoicePayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) => recordInvoicePayment(id, transactionId),
    onSuccess: (invoice) => {
      queryClient.setQueryData(jobKeys.invoice(id), invoice);
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}
