import { createFileRoute } from '@tanstack/react-router';
import { DashboardSection } from '@/client/components/layout/dashboard-section';
import { MarkSeen } from '@/client/features/badge/components/mark-seen';
import { quoteQueryOptions } from '@/client/features/quotes/customer/api/get-quote';
import { CustomerQuote } from '@/client/features/quotes/customer/components/customer-quote';
import { QuoteNotFound } from '@/client/features/quotes/customer/components/quote-not-found';
import { QuoteJob } from '@/client/features/jobs/components/quote-job';
import { startFreshQuery } from '@/client/lib/query-client';

/**
 * A quote, for its customer (the email's link comes here; signed out, through sign-in and back), read-only
 * for an admin; below it, once the shop scheduled it, its painting job and the job's invoice (the job's emails
 * link here). Beside the admin's quotes pages, not inside them: a customer has no admin layout.
 */
export const Route = createFileRoute('/_auth/dashboard/quotes_/$id')({
  // Read again on every visit: the shop may have sent a new version's answer, or the quote expired.
  loader: startFreshQuery(quoteQueryOptions),
  component: QuotePage,
});

function QuotePage() {
  const { id } = Route.useParams();
  const { session } = Route.useRouteContext();
  return (
    <DashboardSection what="this quote" shape="form" notFound={<QuoteNotFound />}>
      {session.role !== 'admin' && <MarkSeen area="quotes" />}
      <CustomerQuote key={id} id={id} viewer={session} />
      {session.role !== 'admin' && (
        <div className="mt-4">
          <QuoteJob quoteId={id} />
        </div>
      )}
    </DashboardSection>
  );
}
