import { dollarsToCents } from '@/shared/money';
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

export type QuoteTotals = { lineCents: number[]; totalCents: number; depositCents: number };

/** The quote's totals, live as the admin types: each line, the sum, and the deposit (total × percent, to the cent). */
export function quoteTotals(form: Pick<QuoteForm, 'lines' | 'depositPercent'>): QuoteTotals {
  const lineCents = form.lines.map((line) => lineTotalCents(line.quantity, line.unitPrice));
  const totalCents = lineCents.reduce((sum, cents) => sum + cents, 0);
  const percent = typedNumber(form.depositPercent);
  const depositCents = Number.isFinite(percent) ? Math.round((totalCents * percent) / 100) : 0;
  return { lineCents, totalCents, depositCents };
}
