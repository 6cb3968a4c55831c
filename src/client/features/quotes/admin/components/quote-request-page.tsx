import { Link } from '@tanstack/react-router';
import { DashboardSection } from '@/client/components/layout/dashboard-section';
import { Notice } from '@/client/components/ui/notice';
import { ageInWords } from '@/client/lib/age-in-words';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useQuoteRequest } from '../api/get-quote-request';
import { RequestDetails } from './request-details';
import { QuoteSection } from './quote-section';
import type { EditorPricing } from './quote-editor';

/** Offline, the request is the copy saved on the device: how old it is, and what can be done meanwhile. */
function OfflineRequestNotice({ savedAt }: { savedAt: number }) {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Notice kind="status">
      You are offline — showing this request saved {ageInWords(Date.now() - savedAt)}. A quote can still be written and
      saved as a draft on this device; sending it to the customer needs a connection.
    </Notice>
  );
}

function RequestAndQuote({ id, catalogue, taxRates }: { id: string } & EditorPricing) {
  const { data: request, dataUpdatedAt } = useQuoteRequest(id);
  return (
    <div className="space-y-6">
      <OfflineRequestNotice savedAt={dataUpdatedAt} />
      <RequestDetails request={request} />
      <DashboardSection what="the quote" shape="form">
        <QuoteSection request={request} catalogue={catalogue} taxRates={taxRates} />
      </DashboardSection>
    </div>
  );
}

/** One quote request, as the shop prices it: what the customer asked, and its quote. */
export function QuoteRequestPage({ id, catalogue, taxRates }: { id: string } & EditorPricing) {
  return (
    <>
      <Link to="/dashboard/quotes" className="btn-outline mb-4 min-h-11 px-4 py-2">
        ← All requests
      </Link>
      <DashboardSection what="this request" shape="form" notFound={<p className="card p-8">No such quote request.</p>}>
        <RequestAndQuote key={id} id={id} catalogue={catalogue} taxRates={taxRates} />
      </DashboardSection>
    </>
  );
}
