import { useQuery } from '@tanstack/react-query';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import type { QuoteRequest } from '@/shared/answers/quotes';
import { quoteQueryOptions, useQuote } from '../api/get-quote-request';
import { quoteStatusLabels } from '@/shared/quote-labels';
import { isLiveQuote } from '../quote-words';
import { DetachedDraft } from './detached-draft';
import { type EditorPricing, QuoteEditor } from './quote-editor';
import { QuoteSummary } from './quote-summary';

function SentQuote({ id }: { id: string }) {
  const { data: quote } = useQuote(id);
  return <QuoteSummary quote={quote} />;
}

/**
 * The editor on the shop's draft as the shop has it now: online, the draft is read afresh before the editor
 * starts from it (a copy saved on the device may be older than another save); offline, the saved copy.
 */
function EditorOnShopDraft({ id, ...props }: { id: string; request: QuoteRequest } & EditorPricing) {
  const online = useOnlineStatus();
  const query = useQuery({ ...quoteQueryOptions(id), refetchOnMount: 'always' });
  if (query.error && !query.data) throw query.error;
  if (!query.data || (online && !query.isFetchedAfterMount && !query.isError))
    return <div className="card h-96 animate-pulse" role="status" aria-busy="true" aria-label="Loading the draft" />;
  return <QuoteEditor {...props} serverDraft={query.data} />;
}

/**
 * The editor, on the request's draft when it has one. A new editor starts when the draft it works on
 * changes (the first save makes one): what was typed is on the device, so the new one starts from it.
 */
function Editor({ request, catalogue, taxRates }: { request: QuoteRequest } & EditorPricing) {
  const draftId = request.quote?.status === 'draft' ? request.quote._id : null;
  if (draftId)
    return <EditorOnShopDraft key={draftId} id={draftId} request={request} catalogue={catalogue} taxRates={taxRates} />;
  return <QuoteEditor request={request} serverDraft={null} catalogue={catalogue} taxRates={taxRates} />;
}

/**
 * The request's quote: the editor while it has none that stands (none yet, a draft, or its last one was
 * declined or expired), else the quote as sent, read-only, with where it stands.
 */
export function QuoteSection({ request, catalogue, taxRates }: { request: QuoteRequest } & EditorPricing) {
  const latest = request.quote;
  if (latest && latest.status !== 'draft' && isLiveQuote(latest.status))
    return (
      <>
        <DetachedDraft request={request} sentId={latest._id} />
        <SentQuote id={latest._id} />
      </>
    );
  return (
    <>
      {latest && !isLiveQuote(latest.status) && (
        <p className="mb-3 text-sm text-ink-muted">
          The last quote is {quoteStatusLabels[latest.status].toLowerCase()}: a new one can be written below.
        </p>
      )}
      <Editor request={request} catalogue={catalogue} taxRates={taxRates} />
    </>
  );
}
