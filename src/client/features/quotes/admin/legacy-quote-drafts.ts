import { quoteInput, type QuoteForm } from './quote-form';
import { quoteDrafts } from './quote-drafts';
import type { QuoteDraftSave } from './outbox-kind';

/** What a release before the device's storage layer kept of a quote draft, in localStorage. */
type LegacyDraft = {
  owner: string;
  requestId: string;
  quoteId: string | null;
  form: Omit<QuoteForm, 'options'>;
  queued: boolean;
};

const legacyKey = 'brushwork.quoteDrafts';

const isLegacyDraft = (value: unknown): value is LegacyDraft => {
  const draft = value as Partial<LegacyDraft> | null;
  return (
    typeof draft?.owner === 'string' &&
    typeof draft.requestId === 'string' &&
    Array.isArray(draft.form?.lines) &&
    typeof draft.queued === 'boolean'
  );
};

/**
 * Moves what an earlier release kept of `owner`'s quote drafts (localStorage, its own queue) into this
 * release's: each typed draft into the device's drafts, and each new draft's save it had queued for the
 * connection into the outbox (`queue`), to go like any other write. A refusal it had kept is dropped, knowingly: the draft
 * stays, and its next save asks the shop afresh. Other admins' drafts stay where they were until they sign in
 * here; the old record goes once nothing is left in it.
 */
export async function adoptLegacyQuoteDrafts(
  owner: string,
  queue: (save: QuoteDraftSave, summary: string) => Promise<unknown>,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = localStorage,
) {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(legacyKey) ?? '[]');
  } catch {
    stored = [];
  }
  const legacy = Array.isArray(stored) ? stored.filter(isLegacyDraft) : [];
  const theirs = legacy.filter((draft) => draft.owner === owner);
  if (theirs.length === 0) return;
  for (const { requestId, quoteId, form: legacyForm, queued } of theirs) {
    // Those releases knew no options.
    const form = { ...legacyForm, options: [] };
    await quoteDrafts.keep(owner, { requestId, quoteId, version: null, form });
    // A new draft's save is queued as it was; a change of the shop's draft waits in the editor, to be saved
    // on the version the shop has then (that release did not know which version it was begun on).
    if (queued && !quoteId)
      await queue({ requestId, quoteId, version: null, quote: quoteInput(form) }, 'Quote draft saved offline');
  }
  const others = legacy.filter((draft) => draft.owner !== owner);
  if (others.length === 0) storage.removeItem(legacyKey);
  else storage.setItem(legacyKey, JSON.stringify(others));
}
