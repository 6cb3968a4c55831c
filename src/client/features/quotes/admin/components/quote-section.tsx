import { useState } from 'react';
import type { QuoteRequest } from '@/shared/api-types';
import { useQuote } from '../api/get-quote-request';
import { isLiveQuote, quoteStatusLabels } from '../quote-words';
import { QuoteEditor } from './quote-editor';
import type { CatalogueTool } from './quote-line-adders';
import { QuoteSummary } from './quote-summary';

function SentQuote({ id }: { id: string }) {
  const { data: quote } = useQuote(id);
  return <QuoteSummary quote={quote} />;
}

function EditorOnShopDraft({ id, ...props }: { id: string; request: QuoteRequest; catalogue: CatalogueTool[] }) {
  const { data: draft } = useQuote(id);
  return <QuoteEditor {...props} serverDraft={draft} />;
}

/**
 * The editor, continuing the shop's draft when the request had one as the page opened. Decided once, so
 * the editor (and what is typed in it) stays when its first save makes the request's draft.
 */
function Editor({ request, catalogue }: { request: QuoteRequest; catalogue: CatalogueTool[] }) {
  const [draftId] = useState(request.quote?.status === 'draft' ? request.quote._id : null);
  if (draftId) return <EditorOnShopDraft id={draftId} request={request} catalogue={catalogue} />;
  return <QuoteEditor request={request} serverDraft={null} catalogue={catalogue} />;
}

/**
 * The request's quote: the editor while it has none that stands (none yet, a draft, or its last one was
 * declined or expired), else the quote as sent, read-only, with where it stands.
 */
export function QuoteSection({ request, catalogue }: { request: QuoteRequest; catalogue: CatalogueTool[] }) {
  const latest = request.quote;
  if (latest && latest.status !== 'draft' && isLiveQuote(latest.status)) return <SentQuote id={latest._id} />;
  return (
    <>
      {latest && !isLiveQuote(latest.status) && (
        <p className="mb-3 text-sm text-ink-muted">
          The last quote is {quoteStatusLabels[latest.status].toLowerCase()}: a new one can be written below.
        </p>
      )}
      <Editor request={request} catalogue={catalogue} />
    </>
  );
}
