import { createFileRoute } from '@tanstack/react-router';
import { DashboardSection } from '@/client/components/layout/dashboard-section';
import { MarkSeen } from '@/client/features/badge/components/mark-seen';
import { invoiceQueryOptions } from '@/client/features/jobs/api/get-invoice';
import { InvoiceNotFound } from '@/client/features/jobs/components/not-found';
import { CustomerInvoice } from '@/client/features/jobs/components/customer-invoice';
import { startFreshQuery } from '@/client/lib/query-client';

/** A painting job's final invoice, for its customer (the email's link comes here), read-only for an admin. */
export const Route = createFileRoute('/_auth/dashboard/invoices/$id')({
  // Read again on every visit: it may have been paid meanwhile, on another device or by the gateway's webhook.
  loader: startFreshQuery(invoiceQueryOptions),
  component: InvoicePage,
});

function InvoicePage() {
  const { id } = Route.useParams();
  const { session } = Route.useRouteContext();
  return (
    <DashboardSection what="this invoice" shape="form" notFound={<InvoiceNotFound />}>
      {/* A final invoice waits with the customer's quotes: seeing it is seeing them. */}
      {session.role !== 'admin' && <MarkSeen area="quotes" />}
      <CustomerInvoice key={id} id={id} viewer={session} />
    </DashboardSection>
  );
}
