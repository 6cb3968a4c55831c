import type { Payment } from '@/shared/answers/money';
import type { PaymentKind, PaymentStatus } from '@/shared/schemas/payment';
import { monthName } from '@/shared/dates';
import { formatDollars } from '@/shared/money';

/** What each kind of payment is for, in the shop's words. */
export const kindLabels: Record<PaymentKind, string> = {
  order: 'Orders',
  deposit: 'Quote deposits',
  invoice: 'Final invoices',
};

export const kindOfOne: Record<PaymentKind, string> = { order: 'Order', deposit: 'Deposit', invoice: 'Invoice' };

export const statusLabels: Record<PaymentStatus, string> = {
  succeeded: 'Done',
  pending: 'Pending',
  failed: 'Refused',
};

/** A payment's amount as it moved the takings: "$35.00" in, "−$35.00" back out. */
export const signedAmount = (payment: Pick<Payment, 'type' | 'amount'>) =>
  payment.type === 'refund' ? `−${formatDollars(payment.amount)}` : formatDollars(payment.amount);

/** A day of the shop's calendar (YYYY-MM-DD) as an axis shows it: "5 Mar". */
export function shortDay(date: string): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${monthName(month).slice(0, 3)}`;
}

/** A span of days in words: "5 Feb to 6 Mar 2026". */
export function spanInWords(from: string, to: string): string {
  return `${shortDay(from)} to ${shortDay(to)} ${to.slice(0, 4)}`;
}

/** An axis's amount, short: "$0", "$45", "$1.2k". */
export function axisDollars(dollars: number): string {
  const sign = dollars < 0 ? '−' : '';
  const whole = Math.abs(dollars);
  return whole >= 1000 ? `${sign}$${(whole / 1000).toFixed(whole >= 10_000 ? 0 : 1)}k` : `${sign}$${Math.round(whole)}`;
}
