import { createFileRoute } from '@tanstack/react-router';
import { invoiceQueryOptions, useRecordInvoicePayment } from '@/client/features/jobs/api/get-invoice';
import { InvoiceNotFound } from '@/client/features/jobs/components/not-found';
import { InvoicePayPanel } from '@/client/features/jobs/components/invoice-pay-panel';
import { startFreshQuery } from '@/client/lib/query-client';
import { CustomerPayPage } from './-customer-pay-page';

/** An invoice's balance, paid by card as an order or a deposit is: the amount is the server's, from the invoice. */
export const Route = createFileRoute('/_auth/dashboard/invoices/$id_/pay')({
  loader: startFreshQuery(invoiceQueryOptions),
  component: PayBalance,
});

function PayBalance() {
  const { id } = Route.useParams();
  const record = useRecordInvoicePayment(id);
  return (
    <CustomerPayPage
      section={{ what: 'this invoice', notFound: <InvoiceNotFound /> }}
      query={invoiceQueryOptions(id)}
      subject={{ invoiceId: id }}
      amount={(invoice) => invoice.balance}
      record={record.mutateAsync}
      notTheCustomer="Only the invoice’s customer can pay its balance."
      panel={(invoice, payment) => <InvoicePayPanel invoice={invoice} payment={payment} />}
    />
  );
}
