import { dollarsToCents } from '@/shared/money';
import { type WorkTaxRule } from '@/shared/work-totals';
import { choiceTotals, firstOffered } from '@/shared/quote-choice';
import { type QuoteForm, type QuoteFormLine, typedNumber } from './quote-form';

/**
 * A line's total in cents as the shop counts it: quantity in hundredths times the unit price in cents,
 * over 100, rounded to the cent; a line not fully typed yet counts as 0.
 */
export function lineTotalCents(quantity: string, unitPrice: string): number {
  const quantityNumber = typedNumber(quantity);
  const priceNumber = typedNumber(unitPrice);
  if (!Number.isFinite(quantityNumber) || !Number.isFinite(priceNumber)) return 0;
  return Math.round((Math.round(quantityNumber * 100) * dollarsToCents(priceNumber)) / 100);
}

export type QuoteTotals = {
  /** Each of the quote's own lines, and of each option's. */
  lineCents: number[];
  optionLineCents: number[][];
  /** The quote as first offered (its first option, without extras), as the shop keeps its totals until accepted. */
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
  /** What each option comes to without extras, and the extras' sum before tax. */
  options: { totalCents: number; depositCents: number }[];
  extrasCents: number;
};

/**
 * The quote's totals, live as the admin types: each line, the sum, the tax by `rule` (the site's state as the shop
 * last told its rates; the shop taxes again when it saves), the total, and the deposit (total × percent, to the cent);
 * with options, each option's.
 */
export function quoteTotals(
  form: Pick<QuoteForm, 'lines' | 'options' | 'depositPercent'>,
  rule: WorkTaxRule,
): QuoteTotals {
  const priced = (lines: QuoteFormLine[]) =>
    lines.map((line) => ({
      totalCents: lineTotalCents(line.quantity, line.unitPrice),
      productId: line.productId ?? null,
      optional: line.optional,
    }));
  const offer = {
    lines: priced(form.lines),
    options: form.options.map((option) => ({ name: option.key, lines: priced(option.lines) })),
  };
  const typedPercent = typedNumber(form.depositPercent);
  const percent = Number.isFinite(typedPercent) ? typedPercent : 0;
  const first = choiceTotals(offer, firstOffered(offer), rule, percent);
  return {
    lineCents: offer.lines.map(({ totalCents }) => totalCents),
    optionLineCents: offer.options.map(({ lines }) => lines.map(({ totalCents }) => totalCents)),
    subtotalCents: first.subtotalCents,
    taxCents: first.taxCents,
    totalCents: first.totalCents,
    depositCents: first.depositCents,
    options: offer.options.map(({ name }) => {
      const { totalCents, depositCents } = choiceTotals(offer, { option: name }, rule, percent);
      return { totalCents, depositCents };
    }),
    extrasCents: offer.lines.reduce((sum, line) => sum + (line.optional ? line.totalCents : 0), 0),
  };
}
