import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useParams, useRouteContext } from '@tanstack/react-router';
import { DashboardSection } from '@/client/components/layout/dashboard-section';
import { Notice } from '@/client/components/ui/notice';
import { invoiceQueryOptions, useInvoice, useRecordInvoicePayment } from '@/client/features/jobs/api/get-invoice';
import { paysIt } from '@/client/features/jobs/components/customer-invoice';
import { InvoiceNotFound } from '@/client/features/jobs/components/not-found';
import { InvoicePayPanel } from '@/client/features/jobs/components/invoice-pay-panel';
import { CardPayment } from '@/client/features/payments/components/card-payment';

/** An invoice's balance, paid by card as an order or a deposit is: the amount is the server's, from the invoice. */
export const Route = createFileRoute('/_auth/dashboard/invoices/$id_/pay')({
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery({ ...invoiceQueryOptions(params.id), staleTime: 0 }),
  component: () => (
    <DashboardSection what="this invoice" shape="form" notFound={<InvoiceNotFound />}>
      <PayBalance />
    </DashboardSection>
  ),
});

function PayBalance() {
  const { id } = useParams({ from: '/_auth/dashboard/invoices/$id_/pay' });
  const { session } = useRouteContext({ from: '/_auth/dashboard/invoices/$id_/pay' });
  const { data: invoice } = useInvoice(id);
  const queryClient = useQueryClient();
  const record = useRecordInvoicePayment(id);
  return (
    <InvoicePayPanel
      invoice={invoice}
      payment={
        // An admin's attempt would be refused (403), which ends a session: only the customer sees the card form.
        !paysIt(invoice, session) ? (
          <Notice kind="status">Only the invoice’s customer can pay its balance.</Notice>
        ) : (
          <CardPayment
            subject={{ invoiceId: id }}
            amount={invoice.balance}
            payer={{ name: session.name, email: session.email }}
            record={(transactionId) => record.mutateAsync(transactionId)}
            onMovedOn={() => void queryClient.invalidateQueries({ queryKey: invoiceQueryOptions(id).queryKey })}
          />
        )
      }
    />
  );
}
