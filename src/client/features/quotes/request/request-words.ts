import type { QuoteRequestState } from '@/shared/api-types';

/** A request's state, as customers and the shop read it. */
export const requestStateWords: Record<QuoteRequestState, string> = {
  new: 'New',
  quoted: 'Quoted',
  accepted: 'Accepted',
  declined: 'Declined',
  deposit_paid: 'Deposit paid',
  cancelled: 'Cancelled',
};

/** What a request is, in a line: the rooms it names. */
export const requestSummary = (rooms: { name: string }[]) =>
  `Quote request: ${rooms.map((room) => room.name).join(', ')}`;
