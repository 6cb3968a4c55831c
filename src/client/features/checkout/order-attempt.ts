import type { Order } from '@/shared/answers/orders';
import type { PlaceCartOrderInput } from '@/shared/schemas/order';
import { newIdempotencyKey } from '@/client/lib/api-client';
import { orderPlacedUnder } from './api/order-placed-under';
import { checkoutDrafts } from './checkout-draft';

/**
 * The checkout's key store. An order's Idempotency-Key belongs to one body: every try of the same body goes
 * under the same key (a retry after a lost answer gets the order placed the first time), and a changed body
 * (another zip, a line removed) goes under a new key. But a changed body after an answer that never came
 * first asks the shop what became of the first try: the order it placed under that key, if any, is the one
 * placed (never a second order, never `idempotency_mismatch`); only if it placed none does the new body go.
 * A try the shop refused kept nothing under its key, so nothing needs asking.
 */
export async function orderKeyFor(
  owner: string,
  order: PlaceCartOrderInput,
  ask: (key: string) => Promise<Order | undefined> = orderPlacedUnder,
): Promise<{ key: string } | { placed: Order }> {
  const body = JSON.stringify(order);
  const { attempt } = await checkoutDrafts.read(owner);
  if (attempt?.body === body) {
    await checkoutDrafts.trying(owner, { ...attempt, answered: false });
    return { key: attempt.key };
  }
  if (attempt && !attempt.answered) {
    const placed = await ask(attempt.key);
    if (placed) return { placed };
  }
  const key = newIdempotencyKey();
  await checkoutDrafts.trying(owner, { key, body, answered: false });
  return { key };
}
