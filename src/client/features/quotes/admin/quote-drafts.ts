import type { UpdateQuoteInput } from '@/shared/schemas/quote';
import { draftsOf } from '@/client/lib/device-store/drafts';
import { type QuoteForm, quoteInput } from './quote-form';

/**
 * A quote being written, kept on the device as it is typed, so that a reload or a lost connection never
 * loses it: one per admin and request, read only for the admin who wrote it. A save the shop has not had
 * yet waits in the outbox (kind `quote-draft`), not here.
 */
export type QuoteDraft = {
  requestId: string;
  /** The shop's draft quote it changes, once the shop has one; none yet means it is a new one. */
  quoteId: string | null;
  form: QuoteForm;
};

const drafts = draftsOf<QuoteDraft>('quote', { current: 1, upgrade: () => undefined });

/** The quote drafts `owner` (an admin's email) keeps on this device, by request. */
export const quoteDrafts = {
  get: (owner: string, requestId: string) => drafts.read(owner, requestId),
  /** Keeps what was typed, as a change of the shop's draft `quoteId` when there is one. */
  keep: (owner: string, draft: QuoteDraft) => drafts.write(owner, draft.requestId, draft),
  /**
   * The shop saved `sent` as its draft `quoteId`. The device's copy goes, unless it was changed while the
   * save was out (or waited): then it stays, now changing that quote.
   */
  async saved(owner: string, requestId: string, quoteId: string, sent: UpdateQuoteInput) {
    const draft = await drafts.read(owner, requestId);
    if (!draft) return;
    if (JSON.stringify(quoteInput(draft.form)) === JSON.stringify(sent)) await drafts.remove(owner, requestId);
    else await drafts.write(owner, requestId, { ...draft, quoteId });
  },
  remove: (owner: string, requestId: string) => drafts.remove(owner, requestId),
  subscribe: drafts.subscribe,
};
