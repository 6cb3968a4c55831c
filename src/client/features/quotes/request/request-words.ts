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

/** "4.5 MB", "310 KB": a photo's size, for people. */
export function bytesInWords(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** What a request is, in a line: the rooms it names. */
export const requestSummary = (rooms: { name: string }[]) =>
  `Quote request: ${rooms.map((room) => room.name).join(', ')}`;
