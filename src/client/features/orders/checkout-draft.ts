import { newIdempotencyKey } from '@/client/lib/api-client';

/**
 * The tool and quantity chosen on the tool page, with what was typed at checkout. Kept in localStorage
 * so a reload (or a lost connection) never loses the order being placed. The Idempotency-Key stays the
 * same for every retry of one checkout, so a retry after a dropped answer never orders twice.
 */
export type CheckoutDraft = {
  toolId: string;
  quantity: number;
  idempotencyKey: string;
  address?: string;
  state?: string;
  zip?: string;
};

const key = 'brushwork.checkout';

export const checkoutDraft = {
  get(): CheckoutDraft | null {
    try {
      const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as CheckoutDraft | null;
      return draft && typeof draft.toolId === 'string' && Number.isInteger(draft.quantity) ? draft : null;
    } catch {
      return null;
    }
  },
  choose(toolId: string, quantity: number) {
    localStorage.setItem(key, JSON.stringify({ toolId, quantity, idempotencyKey: newIdempotencyKey() } satisfies CheckoutDraft));
  },
  saveTyped(typed: Pick<CheckoutDraft, 'address' | 'state' | 'zip'>) {
    const draft = checkoutDraft.get();
    if (draft) localStorage.setItem(key, JSON.stringify({ ...draft, ...typed }));
  },
  clear() {
    localStorage.removeItem(key);
  },
};
