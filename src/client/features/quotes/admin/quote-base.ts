import type { QuoteRequest } from '@/shared/answers/quotes';
import type { QuoteDraft } from './quote-drafts';

/** What a save changes: the shop's draft and the version of it the admin's text was begun on, or a new draft. */
export type QuoteBase = { quoteId: string | null; version: number | null };

/**
 * The base of the admin's next save. The device's draft says which of the shop's drafts it was begun on (and at
 * which version; one kept by the release before versions is saved on the version the editor read as it
 * opened). A device draft tied to none (new, or detached from a quote sent since) creates one, which the shop
 * refuses while the request has a live quote: the editor then shows both. With no device draft, the shop's
 * draft as the editor last read or saved it.
 */
export function quoteBase(
  deviceDraft: QuoteDraft | null,
  shop: { quoteId: string; version: number } | null,
  request: QuoteRequest,
): QuoteBase {
  if (deviceDraft?.quoteId)
    return {
      quoteId: deviceDraft.quoteId,
      version: deviceDraft.version ?? (shop?.quoteId === deviceDraft.quoteId ? shop.version : null),
    };
  if (deviceDraft) return { quoteId: null, version: null };
  if (shop) return shop;
  return { quoteId: request.quote?.status === 'draft' ? request.quote._id : null, version: null };
}
