import type { DeliverySettings, TaxRates } from './answers/books';
import { dollarsToCents } from './money';
import type { DeliveryMethod } from './schemas/books';
import { shopDetails } from './shop-details';
import { stateCodeOf } from './us-states';

/** The shop's books as the checkout reads them: its tax table and its delivery charges. */
export type Books = { tax: TaxRates; delivery: DeliverySettings };

/** An order's sums in cents, and the state and rate its tax is of (null where none is charged). */
export type OrderTotals = {
  subtotalCents: number;
  taxCents: number;
  taxState: string | null;
  taxPercent: number;
  deliveryCents: number;
  totalCents: number;
};

/**
 * What an order of `subtotalCents` comes to by `books`, as the shop prices it when it is placed (place_order):
 * the tax of the address's state (the shop's own for a pickup) on the tools, rounded half-up to the cent, and
 * delivery (nothing for a pickup, or from the free-from amount). The checkout shows it before paying; the shop's
 * own sums are the ones charged.
 */
export function orderTotals(
  subtotalCents: number,
  { tax, delivery }: Books,
  { state, method }: { state: string; method: DeliveryMethod },
): OrderTotals {
  const taxState = method === 'pickup' ? shopDetails.state : stateCodeOf(state);
  const rate = tax.rates.find((each) => each.state === taxState);
  const thousandths = rate ? Math.round(rate.percent * 1000) : 0;
  const taxCents = Math.floor((subtotalCents * thousandths + 50_000) / 100_000);
  const freeFromCents = delivery.freeFrom === null ? undefined : dollarsToCents(delivery.freeFrom);
  const deliveryCents =
    method === 'pickup' || (freeFromCents !== undefined && subtotalCents >= freeFromCents)
      ? 0
      : dollarsToCents(delivery.flat);
  return {
    subtotalCents,
    taxCents,
    taxState: thousandths > 0 ? taxState! : null,
    taxPercent: thousandths / 1000,
    deliveryCents,
    totalCents: subtotalCents + taxCents + deliveryCents,
  };
}

/** "Tax (WA 6.5%)": the tax's line names the state and rate it is charged at. */
export const taxLabel = (state: string | null, percent: number) => (state ? `Tax (${state} ${percent}%)` : 'Tax');
