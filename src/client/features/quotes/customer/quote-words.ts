import type { Quote, QuoteLine } from '@/shared/answers/quotes';
import { dayInWords } from '@/shared/dates';
import { formatDollars } from '@/shared/money';

/** A quantity as the shop wrote it, at most two decimals, with its unit: "12.5 m²", "3 hours". */
export function quantityInWords(line: Pick<QuoteLine, 'quantity' | 'unit'>): string {
  return `${Number(line.quantity.toFixed(2))} ${line.unit}`;
}

/** The deposit as the customer is asked for it: "$450.00 (30%)". */
export const depositInWords = (quote: Pick<Quote, 'deposit' | 'depositPercent'>) =>
  `${formatDollars(quote.deposit)} (${quote.depositPercent}%)`;

/** The first twelve hex digits of the content hash: enough to compare a printout with the shop's record. */
export const shortHash = (hash: string) => hash.slice(0, 12);

/** Whether the customer may still accept or decline it. */
export const awaitsAnswer = (quote: Pick<Quote, 'status'>) => quote.status === 'sent' || quote.status === 'viewed';

/** Whether an accepted quote still asks for its deposit. */
export const awaitsDeposit = (quote: Pick<Quote, 'status' | 'deposit'>) =>
  quote.status === 'accepted' && quote.deposit > 0;

/** What the quote's status means for its customer, in a sentence. */
export function statusExplained(quote: Quote): string {
  switch (quote.status) {
    case 'draft':
      return 'The shop is still writing this quote.';
    case 'sent':
    case 'viewed':
      return `Please look it over, then accept and sign it, or decline it, by ${dayInWords(quote.validUntil)}.`;
    case 'accepted':
      return quote.deposit > 0
        ? `Accepted and signed. The deposit of ${formatDollars(quote.deposit)} books the work.`
        : 'Accepted and signed. No deposit is due: the shop will be in touch to book the work.';
    case 'deposit_paid':
      return `Accepted, and the deposit of ${formatDollars(quote.deposit)} is paid. The shop will be in touch to book the work.`;
    case 'declined':
      return 'This quote was declined.';
    case 'expired':
      return `This quote was valid until ${dayInWords(quote.validUntil)}. Ask the shop for a new one.`;
    case 'cancelled':
      return quote.depositPaidAt
        ? `The shop cancelled this quote and refunded your deposit of ${formatDollars(quote.deposit)} to your card.`
        : 'The shop cancelled this quote. Nothing was charged for it.';
  }
}
