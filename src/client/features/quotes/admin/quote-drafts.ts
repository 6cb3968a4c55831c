import { sessionStore } from '@/client/lib/auth/session';
import type { QuoteForm } from './quote-form';

/**
 * A quote being written, kept on the device: what was typed survives a reload or a lost connection, and a
 * draft saved while offline waits here (`queued`) until the connection returns and it is saved on the shop.
 * Each belongs to the admin who wrote it: another user of the device never sees it, and it is sent only
 * while its author is signed in, with their session (as the outbox does with its entries).
 */
export type QuoteDraft = {
  owner: string;
  requestId: string;
  /** The shop's draft quote it updates, once the shop has one; none yet means it is created. */
  quoteId: string | null;
  form: QuoteForm;
  /** Saved while offline: to be saved on the shop when the connection returns. */
  queued: boolean;
  /** Why the shop refused it, when it did: shown in the editor, and the draft waits for the admin. */
  problem?: string;
  updatedAt: number;
};

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storageKey = 'brushwork.quoteDrafts';

const isDraft = (value: unknown): value is QuoteDraft => {
  const draft = value as Partial<QuoteDraft> | null;
  return (
    typeof draft?.owner === 'string' &&
    typeof draft.requestId === 'string' &&
    Array.isArray(draft.form?.lines) &&
    typeof draft.queued === 'boolean'
  );
};

export function createQuoteDrafts({
  storage,
  currentUser,
  now = Date.now,
}: {
  storage: () => DraftStorage;
  currentUser: () => string | undefined;
  now?: () => number;
}) {
  const listeners = new Set<() => void>();
  const readAll = (): QuoteDraft[] => {
    try {
      const stored = JSON.parse(storage().getItem(storageKey) ?? '[]') as unknown;
      return Array.isArray(stored) ? stored.filter(isDraft) : [];
    } catch {
      return [];
    }
  };
  const writeAll = (drafts: QuoteDraft[]) => {
    if (drafts.length === 0) storage().removeItem(storageKey);
    else storage().setItem(storageKey, JSON.stringify(drafts));
    for (const listener of listeners) listener();
  };
  const isMine = (draft: QuoteDraft, requestId?: string) =>
    draft.owner === currentUser() && (requestId === undefined || draft.requestId === requestId);
  const others = (owner: string, requestId: string) =>
    readAll().filter((draft) => draft.owner !== owner || draft.requestId !== requestId);

  const drafts = {
    /** The signed-in admin's draft for this request, if they keep one on this device. */
    get(requestId: string): QuoteDraft | null {
      const owner = currentUser();
      return owner ? (readAll().find((draft) => isMine(draft, requestId)) ?? null) : null;
    },
    /** The signed-in admin's drafts waiting for the connection, oldest first. */
    queued(): QuoteDraft[] {
      if (!currentUser()) return [];
      return readAll()
        .filter((draft) => isMine(draft) && draft.queued)
        .sort((a, b) => a.updatedAt - b.updatedAt);
    },
    /**
     * Keeps what was typed, as an edit of the shop's draft `quoteId` when there is one; `queued` when it is
     * to be saved on the shop once the connection returns.
     */
    keep(
      requestId: string,
      form: QuoteForm,
      { queued = false, quoteId = null }: { queued?: boolean; quoteId?: string | null } = {},
    ) {
      const owner = currentUser();
      if (!owner) return;
      const earlier = drafts.get(requestId);
      const draft: QuoteDraft = {
        owner,
        requestId,
        quoteId: quoteId ?? earlier?.quoteId ?? null,
        form,
        queued: queued || (earlier?.queued ?? false),
        updatedAt: now(),
      };
      writeAll([...others(owner, requestId), draft]);
    },
    /**
     * The shop saved `sent` as its draft `quoteId`. The device's copy goes, unless it was edited while
     * the call was out: then it stays, now updating that quote.
     */
    saved(requestId: string, quoteId: string, sent: QuoteForm) {
      const draft = drafts.get(requestId);
      if (!draft) return;
      const unchanged = JSON.stringify(draft.form) === JSON.stringify(sent);
      if (unchanged) writeAll(others(draft.owner, requestId));
      else writeAll([...others(draft.owner, requestId), { ...draft, quoteId, problem: undefined }]);
    },
    /** The shop refused the draft: it stays, no longer queued, with the reason. */
    refused(requestId: string, problem: string) {
      const draft = drafts.get(requestId);
      if (draft) writeAll([...others(draft.owner, requestId), { ...draft, queued: false, problem }]);
    },
    /** The admin's draft for this request goes (sent, or thrown away). */
    remove(requestId: string) {
      const owner = currentUser();
      if (owner) writeAll(others(owner, requestId));
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return drafts;
}

export type QuoteDrafts = ReturnType<typeof createQuoteDrafts>;

/** The app's drafts: in localStorage, for whoever is signed in. */
export const quoteDrafts = createQuoteDrafts({
  storage: () => localStorage,
  currentUser: () => sessionStore.get()?.email,
});
