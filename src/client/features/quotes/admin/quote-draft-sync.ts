import type { Quote } from '@/shared/api-types';
import { ApiError, getErrorMessage } from '@/client/lib/api-client';
import type { QuoteForm } from './quote-form';
import type { QuoteDrafts } from './quote-drafts';

type SaveDraft = (requestId: string, quoteId: string | null, form: QuoteForm) => Promise<Quote>;

/**
 * Saves on the shop each draft the signed-in admin saved while offline, oldest first, each on its own.
 * One with no answer waits for the next try; one the shop refused stays on the device with the reason,
 * no longer queued (the admin fixes it in the editor). Answers the drafts as the shop saved them.
 */
export async function sendQueuedDrafts(drafts: QuoteDrafts, save: SaveDraft): Promise<Quote[]> {
  const saved: Quote[] = [];
  for (const draft of drafts.queued()) {
    try {
      const quote = await save(draft.requestId, draft.quoteId, draft.form);
      drafts.saved(draft.requestId, quote._id, draft.form);
      saved.push(quote);
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429)
        drafts.refused(draft.requestId, getErrorMessage(error));
    }
  }
  return saved;
}

/** One round at a time: a reconnection during a round joins it, so no draft is sent twice at once. */
export function draftSender(drafts: QuoteDrafts, save: SaveDraft) {
  let round: Promise<Quote[]> | undefined;
  return () => {
    round ??= sendQueuedDrafts(drafts, save).finally(() => (round = undefined));
    return round;
  };
}
