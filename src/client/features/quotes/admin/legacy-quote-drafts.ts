import { quoteInput, type QuoteForm } from './quote-form';
import { quoteDrafts } from './quote-drafts';
import type { QuoteDraftSave } from './outbox-kind';

/** What a release before the device's storage layer kept of a quote draft, in localStorage. */
type LegacyDraft = { owner: string; requestId: string; quoteId: string | null; form: QuoteForm; queued: boolean };

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
 * release's: each typed draft into the device's drafts, and each save it had queued for the connection into
 * the outbox (`queue`), to go like any other write. A refusal it had kept is dropped, knowingly: the draft
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
  for (const { requestId, quoteId, form, queued } of theirs) {
    await quoteDrafts.keep(owner, { requestId, quoteId, form });
    if (queued) await queue({ requestId, quoteId, quote: quoteInput(form) }, 'Quote draft saved offline');
  }
  const others = legacy.filter((draft) => draft.owner !== owner);
  if (others.length === 0) storage.removeItem(legacyKey);
  else storage.setItem(legacyKey, JSON.stringify(others));
}
