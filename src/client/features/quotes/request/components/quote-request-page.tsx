import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { QueryBoundary } from '@/client/components/ui/query-boundary';
import { quoteRequestKeys } from '../api/quote-request-keys';
import { MyQuoteRequests } from './my-quote-requests';
import { QuoteRequestForm, type Site } from './quote-request-form';
import { WaitingQuoteRequests } from './waiting-quote-requests';

/**
 * Asking for a painting quote: the form, what still waits on this device to be sent, and the requests the shop
 * has, with where each stands.
 */
export function QuoteRequestPage({
  email,
  site,
  visitId,
  sharedId,
  onSharedTaken,
}: {
  email: string;
  site: Site | undefined;
  visitId: string | undefined;
  /** Photos shared into the app from the gallery, for the form to attach. */
  sharedId?: string;
  onSharedTaken?: () => void;
}) {
  const queryClient = useQueryClient();
  /** Why the last request waits on the device, until it has gone. */
  const [kept, setKept] = useState<string>();
  const arrived = useCallback(() => {
    setKept(undefined);
    void queryClient.invalidateQueries({ queryKey: quoteRequestKeys.mine(email) });
  }, [queryClient, email]);
  return (
    <div className="page-container max-w-3xl space-y-8 py-10">
      <header className="space-y-2">
        <p className="section-eyebrow">Painting quote</p>
        <h1 className="section-title">Ask for a quote</h1>
        <p className="text-ink-muted">
          Tell us what to paint and show us with a few photos. We price the work and send you a quote to accept on your
          phone. It works offline too: your request waits on this phone until you are back online.
        </p>
      </header>
      <QuoteRequestForm
        site={site}
        visitId={visitId}
        kept={kept}
        onKept={setKept}
        onSent={arrived}
        sharedId={sharedId}
        onSharedTaken={onSharedTaken}
      />
      <WaitingQuoteRequests email={email} onArrived={arrived} />
      <QueryBoundary what="your quote requests" fallback={<div className="card h-40 animate-pulse" aria-busy="true" />}>
        <MyQuoteRequests email={email} />
      </QueryBoundary>
    </div>
  );
}
