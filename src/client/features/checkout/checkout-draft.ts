import { draftsOf } from '@/client/lib/device-store/drafts';
import type { Delivery } from './components/delivery-fields';

/**
 * The one checkout draft of a signed-in person, kept on the device so that a reload or a lost connection
 * never loses the order being placed: the tool chosen with Purchase on its page (what `/orders` orders; the
 * cart's checkout orders the cart), what was typed of the delivery, and the order's last try (see
 * order-attempt.ts). It belongs to its owner alone and leaves the device when their session ends
 * (`endsWithSession`).
 */
export type CheckoutDraft = {
  tool?: { toolId: string; quantity: number };
  delivery: Partial<Delivery>;
  attempt?: OrderAttempt;
};

/**
 * An order sent, or about to be: its Idempotency-Key, the body it belongs to (canonical JSON), and whether the
 * shop answered it with a refusal (then nothing is kept under the key). A key belongs to one body.
 */
export type OrderAttempt = { key: string; body: string; answered: boolean };

/**
 * Version 1 kept one key for the whole checkout (`orderKey`), not bound to a body: it becomes an attempt whose
 * body is unknown, so the next order, whatever its body, first asks the shop what became of it.
 */
const drafts = draftsOf<CheckoutDraft>(
  'checkout',
  {
    current: 2,
    upgrade: (stored, from) => {
      if (from !== 1) return undefined;
      const { orderKey, ...draft } = stored as CheckoutDraft & { orderKey?: string };
      return orderKey ? { ...draft, attempt: { key: orderKey, body: '', answered: false } } : draft;
    },
  },
  { endsWithSession: true },
);
const current = 'current';

/** Where a release before the device's storage layer kept the two checkout drafts (one tool's, the cart's). */
const legacyKeys = { tool: 'brushwork.checkout', cart: 'brushwork.cartCheckout' };
type LegacyDraft = Partial<Delivery> & { owner?: string; toolId?: string; quantity?: number; idempotencyKey?: string };

/** What an earlier release kept of `owner`'s checkout, taken in once (and gone from localStorage). */
async function adoptLegacy(owner: string) {
  if (typeof localStorage === 'undefined') return;
  const legacy = Object.values(legacyKeys).flatMap((key) => {
    try {
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as LegacyDraft | null;
      return stored?.owner === owner ? [{ key, stored }] : [];
    } catch {
      return [];
    }
  });
  if (legacy.length === 0) return;
  await drafts.change(owner, current, (draft) =>
    legacy.reduce<CheckoutDraft>(
      (into, { stored: { toolId, quantity, idempotencyKey, address, state, zip } }) => {
        const typed = Object.fromEntries(Object.entries({ address, state, zip }).filter(([, value]) => value));
        const tool =
          typeof toolId === 'string' && Number.isInteger(quantity) ? { toolId, quantity: quantity! } : into.tool;
        const attempt =
          into.attempt ?? (idempotencyKey ? { key: idempotencyKey, body: '', answered: false } : undefined);
        return { ...into, tool, delivery: { ...typed, ...into.delivery }, ...(attempt ? { attempt } : {}) };
      },
      draft ?? { delivery: {} },
    ),
  );
  for (const { key } of legacy) localStorage.removeItem(key);
}

export const checkoutDrafts = {
  async read(owner: string): Promise<CheckoutDraft> {
    await adoptLegacy(owner);
    return (await drafts.read(owner, current)) ?? { delivery: {} };
  },
  /** The tool and quantity chosen on its page: a new checkout of that tool, with what was typed kept. */
  choose: (owner: string, toolId: string, quantity: number) =>
    drafts.change(owner, current, (draft) => ({ delivery: draft?.delivery ?? {}, tool: { toolId, quantity } })),
  keepDelivery: (owner: string, delivery: Delivery) =>
    drafts.change(owner, current, (draft) => ({ ...draft, delivery })),
  /** The tool chosen can no longer be ordered so (retired, or the quantity no longer fits): it is chosen again. */
  dropTool: (owner: string) =>
    drafts.change(owner, current, (draft) => draft && { delivery: draft.delivery, attempt: draft.attempt }),
  /** The order is sent now as `attempt`: kept before it goes, so that a lost answer is known at the next try. */
  trying: (owner: string, attempt: OrderAttempt) =>
    drafts.change(owner, current, (draft) => ({ delivery: {}, ...draft, attempt })),
  /** The shop refused the order sent under `key`: it kept nothing under it. */
  answered: (owner: string, key: string) =>
    drafts.change(owner, current, (draft) =>
      draft?.attempt?.key === key ? { ...draft, attempt: { ...draft.attempt, answered: true } } : draft,
    ),
  /** The order was placed: the checkout is done. */
  placed: (owner: string) => drafts.remove(owner, current),
  subscribe: drafts.subscribe,
};
