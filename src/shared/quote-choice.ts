import { type WorkTaxRule, workTotals } from './work-totals';

/** What the customer chose when accepting a quote: one of its options (by name), and optional lines by index. */
export type QuoteChoice = { option?: string; optionalLines?: number[] };

/** A quote's offer as choosing reads it: its own lines (some optional) and its options, each with its lines. */
export type Offer<TLine extends { optional?: boolean }> = {
  lines: TLine[];
  options: { name: string; lines: TLine[] }[];
};

/** What a quote comes to before its customer chooses: its first option, without the optional lines. */
export const firstOffered = (offer: Offer<{ optional?: boolean }>): QuoteChoice => ({
  option: offer.options[0]?.name,
  optionalLines: [],
});

/**
 * The lines a choice counts, in the order the document shows them: the quote's own (the optional ones only if
 * chosen), then the chosen option's.
 */
export function chosenLines<TLine extends { optional?: boolean }>(offer: Offer<TLine>, choice: QuoteChoice): TLine[] {
  const picked = new Set(choice.optionalLines ?? []);
  const own = offer.lines.filter((line, index) => !line.optional || picked.has(index));
  const option = offer.options.find(({ name }) => name === choice.option);
  return [...own, ...(option?.lines ?? [])];
}

/** Why a choice does not fit the quote, by field, or undefined when it does. */
export function choiceProblem(
  offer: Offer<{ optional?: boolean }>,
  choice: QuoteChoice,
): { path: string; message: string } | undefined {
  if (choice.option === undefined && offer.options.length > 0)
    return { path: 'option', message: 'Choose one of the quote’s options.' };
  if (choice.option !== undefined && !offer.options.some(({ name }) => name === choice.option))
    return {
      path: 'option',
      message: offer.options.length > 0 ? 'That option is not on this quote.' : 'This quote has no options.',
    };
  const wrong = (choice.optionalLines ?? []).findIndex((index) => offer.lines[index]?.optional !== true);
  if (wrong >= 0)
    return { path: `optionalLines.${wrong}`, message: 'That line is not an optional line of this quote.' };
  return undefined;
}

/** A deposit of `percent` of a total with its tax, rounded to the cent. */
export const depositCentsOf = (totalCents: number, percent: number) => Math.round((totalCents * percent) / 100);

/** What a choice comes to, in cents: the chosen lines' sum, their tax by the quote's rule, the total and the deposit. */
export function choiceTotals(
  offer: Offer<{ totalCents: number; productId: string | null; optional?: boolean }>,
  choice: QuoteChoice,
  rule: WorkTaxRule,
  depositPercent: number,
) {
  const totals = workTotals(chosenLines(offer, choice), rule);
  return { ...totals, depositCents: depositCentsOf(totals.totalCents, depositPercent) };
}
