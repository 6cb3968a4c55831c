import { dollarsToCents } from '@/shared/money';
import { type WorkTaxRule, workTotals } from '@/shared/work-totals';
import { type QuoteForm, typedNumber } from './quote-form';

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
  lineCents: number[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
};

/**
 * The quote's totals, live as the admin types: each line, the sum, the tax by `rule` (the site's state as the shop
 * last told its rates; the shop taxes again when it saves), the total, and the deposit (total × percent, to the cent).
 */
export function quoteTotals(form: Pick<QuoteForm, 'lines' | 'depositPercent'>, rule: WorkTaxRule): QuoteTotals {
  const lineCents = form.lines.map((line) => lineTotalCents(line.quantity, line.unitPrice));
  const { subtotalCents, taxCents, totalCents } = workTotals(
    form.lines.map((line, index) => ({ totalCents: lineCents[index]!, productId: line.productId ?? null })),
    rule,
  );
  const percent = typedNumber(form.depositPercent);
  const depositCents = Number.isFinite(percent) ? Math.round((totalCents * percent) / 100) : 0;
  return { lineCents, subtotalCents, taxCents, totalCents, depositCents };
}
