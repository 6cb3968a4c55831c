import type { TaxRates } from './answers/books';
import { shopDetails } from './shop-details';
import { stateCodeOf } from './us-states';

/**
 * How painting work is taxed, as fixed when its quote is priced: the work site's state and its rate then, and
 * whether labour is taxed there. A quote keeps it, and its invoice taxes the job's extras by it too.
 */
export type WorkTaxRule = { taxState: string | null; percentThousandths: number; painting: boolean };

/**
 * The rule of the site's state in `rates`: the state as the customer typed it, or the shop's own for a request
 * written before requests asked for it (an empty `siteState`). A state not listed (or not a state) pays none.
 */
export function workTaxRule({ rates }: TaxRates, siteState: string): WorkTaxRule {
  const state = siteState.trim() === '' ? shopDetails.state : stateCodeOf(siteState);
  const rate = rates.find((each) => each.state === state);
  if (!rate || rate.percent === 0) return untaxed;
  return { taxState: rate.state, percentThousandths: Math.round(rate.percent * 1000), painting: rate.painting };
}

/** Work priced before the shop taxed it, and where its site's state lists no rate. */
export const untaxed: WorkTaxRule = { taxState: null, percentThousandths: 0, painting: false };

/** A priced line of work: a tool from the catalogue (`productId`) or labour. */
type WorkLine = { totalCents: number; productId: string | null };

/**
 * What work comes to by its rule, in cents: tools are taxed wherever the state has a rate, labour only where
 * painting is taxed; the tax rounded half-up once for the whole document.
 */
export function workTotals(lines: WorkLine[], rule: WorkTaxRule) {
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const taxableCents = lines.reduce(
    (sum, line) => sum + (line.productId !== null || rule.painting ? line.totalCents : 0),
    0,
  );
  const taxCents = Math.floor((taxableCents * rule.percentThousandths + 50_000) / 100_000);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

/** The share of `taxCents` in a part (a deposit) of a document's total, rounded half-up. */
export const taxShare = (partCents: number, taxCents: number, totalCents: number) =>
  totalCents === 0 ? 0 : Math.floor((2 * partCents * taxCents + totalCents) / (2 * totalCents));
