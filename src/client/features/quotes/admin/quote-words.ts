import type { QuoteRequestState, QuoteStatus } from '@/shared/schemas/quote';

/** A request's state in the shop's words, in the order a request goes through them. */
export const requestStateLabels: Record<QuoteRequestState, string> = {
  new: 'New',
  quoted: 'Quoted',
  accepted: 'Accepted',
  declined: 'Declined',
  deposit_paid: 'Deposit paid',
  cancelled: 'Cancelled',
};

export const quoteStatusLabels: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  deposit_paid: 'Deposit paid',
  declined: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** A quote that still stands: the request gets no other until it is declined, expires or is cancelled. */
export const isLiveQuote = (status: QuoteStatus) =>
  status !== 'declined' && status !== 'expired' && status !== 'cancelled';

/** "1 room", "3 rooms". */
export const counted = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

const looks: Record<QuoteRequestState | QuoteStatus, string> = {
  new: 'bg-sun-soft text-ink',
  draft: 'bg-sun-soft text-ink',
  quoted: 'bg-brand-soft text-ink',
  sent: 'bg-brand-soft text-ink',
  viewed: 'bg-brand-soft text-ink',
  accepted: 'bg-brand text-white',
  deposit_paid: 'bg-ink text-white',
  declined: 'bg-accent-soft text-accent',
  expired: 'bg-slate-200 text-ink',
  cancelled: 'bg-slate-200 text-ink',
};

/** The look of a state's or status's badge. */
export const badgeLook = (state: QuoteRequestState | QuoteStatus) =>
  `inline-block rounded-full px-3 py-1 text-xs font-bold tracking-wide ${looks[state]}`;
