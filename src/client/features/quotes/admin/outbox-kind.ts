import type { UpdateQuoteInput } from '@/shared/schemas/quote';
import { defineOutboxKind } from '@/client/lib/outbox/kind';

/** A save of a request's draft quote: the shop's draft `quoteId` when it has one, else a new draft. */
export type QuoteDraftSave = { requestId: string; quoteId: string | null; quote: UpdateQuoteInput };

/**
 * An admin's save of a draft quote, kept in the outbox like any write when it cannot go at once: it goes only
 * with its author's session, under its own Idempotency-Key (the shop answers a replay as the first time), and
 * waits for its author's next sign-in, never sent as anyone else. A refusal is shown in the quote's editor.
 */
export const outboxKind = defineOutboxKind<QuoteDraftSave>({
  kind: 'quote-draft',
  url: '/api/quotes',
  session: 'required',
  request: ({ requestId, quoteId, quote }) =>
    quoteId
      ? { url: `/api/quotes/${encodeURIComponent(quoteId)}`, method: 'PUT', body: quote }
      : { url: '/api/quotes', method: 'POST', body: { requestId, ...quote } },
});
