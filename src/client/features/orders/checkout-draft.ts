import { newIdempotencyKey } from '@/client/lib/api-client';
import { sessionStore } from '@/client/lib/auth/session';

/**
 * The tool and quantity chosen on the tool page, with what was typed at checkout. Kept in localStorage
 * so a reload (or a lost connection) never loses the order being placed. The Idempotency-Key stays the
 * same for every retry of one checkout, so a retry after a dropped answer never orders twice. A draft
 * belongs to the user who chose the tool: nobody else sees it (or its address), and it goes when they
 * sign out.
 */
export type CheckoutDraft = {
  toolId: string;
  quantity: number;
  idempotencyKey: string;
  owner: string;
  address?: string;
  state?: string;
  zip?: string;
};

const key = 'brushwork.checkout';

export const checkoutDraft = {
  get(): CheckoutDraft | null {
    try {
      const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as CheckoutDraft | null;
      const valid = draft && typeof draft.toolId === 'string' && Number.isInteger(draft.quantity);
      return valid && draft.owner === sessionStore.get()?.email ? draft : null;
    } catch {
      return null;
    }
  },
  choose(toolId: string, quantity: number) {
    const owner = sessionStore.get()?.email;
    if (!owner) return;
    localStorage.setItem(
      key,
      JSON.stringify({ toolId, quantity, idempotencyKey: newIdempotencyKey(), owner } satisfies CheckoutDraft),
    );
  },
  saveTyped(typed: Pick<CheckoutDraft, 'address' | 'state' | 'zip'>) {
    const draft = checkoutDraft.get();
    if (draft) localStorage.setItem(key, JSON.stringify({ ...draft, ...typed }));
  },
  clear() {
    localStorage.removeItem(key);
  },
};

/** What was typed at the cart's checkout, kept like the tool's draft: for its owner only, through reloads. */
type CartCheckoutDraft = Pick<CheckoutDraft, 'owner' | 'address' | 'state' | 'zip'>;
const cartKey = 'brushwork.cartCheckout';

export const cartCheckoutDraft = {
  get(): Omit<CartCheckoutDraft, 'owner'> {
    try {
      const { owner, ...typed } = JSON.parse(localStorage.getItem(cartKey) ?? '{}') as CartCheckoutDraft;
      return owner !== undefined && owner === sessionStore.get()?.email ? typed : {};
    } catch {
      return {};
    }
  },
  saveTyped(typed: Omit<CartCheckoutDraft, 'owner'>) {
    const owner = sessionStore.get()?.email;
    if (owner) localStorage.setItem(cartKey, JSON.stringify({ ...typed, owner }));
  },
  clear() {
    localStorage.removeItem(cartKey);
  },
};
