import { type MailTopic } from '@/shared/schemas/mail-preferences';
import type { MailKind } from './messages';

/**
 * The mail a reader may turn off, by the preference that names it. Receipts, invoices, refunds, sign-in
 * mail and the shop's answers to what someone asked always go: they are not listed.
 */
export const topicOfKind: Partial<Record<MailKind, MailTopic>> = {
  'visit-reminder': 'reminders',
  'quote-expiring': 'reminders',
  'job-reminder': 'reminders',
  'painter-job-reminder': 'reminders',
  'review-request': 'reviews',
};

export const topicOf = (kind: string): MailTopic | undefined => topicOfKind[kind as MailKind];
