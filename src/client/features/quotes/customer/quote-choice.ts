import type { Quote, QuoteLine } from '@/shared/answers/quotes';
import { centsToDollars, dollarsToCents } from '@/shared/money';
import { choiceTotals, type QuoteChoice } from '@/shared/quote-choice';

/** Whether accepting the quote asks for a choice: one of its options, or its optional lines. */
export const offersChoice = (quote: Pick<Quote, 'lines' | 'options'>) =>
  quote.options.length > 0 || quote.lines.some((line) => line.optional);

/** The choice a quote stands at: once accepted, what was chosen; before, what its customer is choosing. */
export const choiceOf = (quote: Pick<Quote, 'chosenOption' | 'chosenOptionalLines'>, choosing: QuoteChoice) =>
  quote.chosenOptionalLines
    ? { option: quote.chosenOption ?? undefined, optionalLines: quote.chosenOptionalLines }
    : choosing;

/** Whether the choice still lacks the option the quote asks for. */
export const lacksOption = (quote: Pick<Quote, 'options'>, choice: QuoteChoice) =>
  quote.options.length > 0 && choice.option === undefined;

const inCents = (line: QuoteLine) => ({
  totalCents: dollarsToCents(line.total),
  productId: line.productId,
  optional: line.optional,
});

/** What a choice comes to in dollars, counted as the shop counts it when the quote is accepted. */
export function choiceSums(quote: Quote, choice: QuoteChoice) {
  const offer = {
    lines: quote.lines.map(inCents),
    options: quote.options.map((option) => ({ name: option.name, lines: option.lines.map(inCents) })),
  };
  const rule = {
    taxState: quote.taxState,
    percentThousandths: Math.round(quote.taxPercent * 1000),
    painting: quote.taxPainting,
  };
  const totals = choiceTotals(offer, choice, rule, quote.depositPercent);
  return {
    subtotal: centsToDollars(totals.subtotalCents),
    tax: centsToDollars(totals.taxCents),
    total: centsToDollars(totals.totalCents),
    deposit: centsToDollars(totals.depositCents),
  };
}
