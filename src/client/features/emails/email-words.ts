import type { Email } from '@/shared/answers/shop';
import { formatDateTime } from '@/client/lib/format-date-time';

/**
 * The shop's mail in the words its admin uses. Each kind is the server's (src/server/mail/messages.ts);
 * one this page does not know yet (a newer server) is shown by its own name rather than hidden.
 */
const kindWords: Record<string, string> = {
  'order-paid': 'Receipt',
  'order-shipped': 'Order shipped',
  'order-refunded': 'Order refunded',
  'order-expired': 'Order expired unpaid',
  'order-cancelled': 'Order cancelled',
  'visit-booked': 'Visit confirmation',
  'visit-reminder': 'Visit reminder',
  'visit-moved': 'Visit moved by its visitor',
  'visit-cancelled': 'Visit cancelled by the shop',
  'shop-contact-message': 'Contact message, to the shop',
  'shop-new-visit': 'New visit, to the shop',
  'shop-visit-moved': 'Visit moved, to the shop',
  'message-reply': 'Reply to a contact message',
  'quote-requested': 'Quote request, to the shop',
  'quote-cancelled': 'Quote cancelled',
  'quote-expiring': 'Quote runs out in two days',
  'job-reminder': 'Painting starts tomorrow',
  'painter-job-reminder': 'Job tomorrow, to its painter',
  'invoice-reminder': 'Invoice still open',
};

export function kindInWords(kind: string): string {
  return kindWords[kind] ?? kind.replaceAll('-', ' ');
}

export const statusLabels: Record<Email['status'], string> = { sent: 'Sent', waiting: 'Waiting', failed: 'Failed' };

/** A minute, and the hour beyond which a due time is told by the clock rather than counted. */
const minute = 60_000;
const hour = 60 * minute;

/** When a waiting email goes out, from `now` on the shop's clock: "due now", "due in 5 min", "due 25 Nov…". */
export function dueInWords(sendAfter: string, now: number): string {
  const wait = Date.parse(sendAfter) - now;
  if (wait < minute) return 'due now';
  if (wait < hour) return `due in ${Math.round(wait / minute)} min`;
  return `due ${formatDateTime(sendAfter)}`;
}

/** How often the shop has tried to send it: "not tried yet", "tried once", "tried 3 times". */
export function attemptsInWords(attempts: number): string {
  if (attempts === 0) return 'not tried yet';
  return attempts === 1 ? 'tried once' : `tried ${attempts} times`;
}

/** The line under an email's status: when it was sent, when it is due and how often it was tried, or why it failed. */
export function statusDetail(email: Email, now: number): string {
  switch (email.status) {
    case 'sent':
      return email.sentAt ? formatDateTime(email.sentAt) : '';
    case 'waiting':
      return `${dueInWords(email.sendAfter, now)}, ${attemptsInWords(email.attempts)}`;
    case 'failed':
      return email.lastError ?? 'No reason was recorded.';
  }
}

/** A sent or failed email can be sent again; a waiting one is already on its way. */
export const canResend = (email: Email) => email.status !== 'waiting';
