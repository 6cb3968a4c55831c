import type { QuoteContentInput } from '@/shared/schemas/quote';
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
  /** The version of that quote it was begun on: its save is refused if another save came first. */
  version: number | null;
  form: QuoteForm;
};

type DraftBefore3 = Omit<QuoteDraft, 'form'> & { form: Omit<QuoteForm, 'options'> };

/**
 * Version 1 (the release before quotes had versions) did not know what version of the shop's draft it was
 * begun on: it is upgraded with none, and saved on the version the editor reads when it opens. Versions 1 and 2
 * (before quotes offered options) are upgraded with none.
 */
const drafts = draftsOf<QuoteDraft>('quote', {
  current: 3,
  upgrade: (stored, from) => {
    if (from !== 1 && from !== 2) return undefined;
    const draft = stored as DraftBefore3;
    return { ...draft, version: from === 1 ? null : draft.version, form: { ...draft.form, options: [] } };
  },
});

/** The quote drafts `owner` (an admin's email) keeps on this device, by request. */
export const quoteDrafts = {
  get: (owner: string, requestId: string) => drafts.read(owner, requestId),
  /** Keeps what was typed, as a change of the shop's draft `quoteId` (at `version`) when there is one. */
  keep: (owner: string, draft: QuoteDraft) => drafts.write(owner, draft.requestId, draft),
  /**
   * The shop saved `sent` as its draft `quoteId`, now at `version`. The device's copy goes, unless it was
   * changed while the save was out (or waited): then it stays, now changing that quote at that version.
   */
  async saved(owner: string, requestId: string, saved: { _id: string; version: number }, sent: QuoteContentInput) {
    const draft = await drafts.read(owner, requestId);
    if (!draft) return;
    if (JSON.stringify(quoteInput(draft.form)) === JSON.stringify(sent)) await drafts.remove(owner, requestId);
    else await drafts.write(owner, requestId, { ...draft, quoteId: saved._id, version: saved.version });
  },
  /**
   * The shop's quote this draft changed was sent (or answered) since: the draft is no longer tied to it. What
   * was typed stays, apart, for a new quote should that one be declined or expire, or to be discarded.
   */
  detach: (owner: string, draft: QuoteDraft) =>
    drafts.write(owner, draft.requestId, { ...draft, quoteId: null, version: null }),
  remove: (owner: string, requestId: string) => drafts.remove(owner, requestId),
  subscribe: drafts.subscribe,
};
