import type { PushKind } from '@/shared/schemas/push';

/**
 * What a notification carries, all of it shown or opened: its title and line, the page it opens (a path of the
 * shop), and its tag: one per subject (an order, a quote, a visit), so a later one replaces an earlier one on
 * the device. Nothing else (no address, no names, no links that act) goes to the push service, even encrypted.
 */
export type PushPayload = { title: string; body: string; url: string; tag: string };

/**
 * Who is told: the person the email goes to (when they have an account), or every admin (of the shop's own
 * notices); `kind` is the preference that lets them turn it off.
 */
export type NotificationRule = { audience: 'recipient' | 'admins'; kind: PushKind; payload: PushPayload };

export const toRecipient = (kind: PushKind, payload: PushPayload): NotificationRule[] => [
  { audience: 'recipient', kind, payload },
];
export const toAdmins = (kind: PushKind, payload: PushPayload): NotificationRule => ({
  audience: 'admins',
  kind,
  payload,
});
