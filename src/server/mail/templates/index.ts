import type { MailMessage } from '../messages';
import type { MailContext, RenderedEmail } from './template';

/**
 * A message as it is sent: its subject, its HTML part and its plain-text part from the same React Email
 * template, and its attachments (a visit's .ics). Links are absolute from PUBLIC_URL (`context.publicUrl`).
 *
 * The templates load with the first message rendered: React Email's components cost a process about 11 MB
 * of heap and a quarter of a second, which a server that sends no mail, or has not yet, need not pay.
 */
export async function renderEmail(message: MailMessage, context: MailContext): Promise<RenderedEmail> {
  const { composeEmail } = await import('./compose-email');
  return composeEmail(message, context);
}
