import * as v from 'valibot';
import { emailSchema, requiredText } from './common';

export const messageSchema = v.object({
  name: requiredText('Name', 120),
  email: emailSchema,
  subject: requiredText('Subject', 200),
  msg: requiredText('Message', 5000),
});

export type MessageInput = v.InferInput<typeof messageSchema>;

/** The contact form asks for first and last name; the message carries them joined by a space. */
export function joinName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

/** An admin marks a contact message handled, or waiting again. */
export const messageHandledSchema = v.object({ handled: v.boolean('handled must be true or false.') });

/** An admin's answer to a contact message, mailed to its sender. */
export const messageReplySchema = v.object({ text: requiredText('Reply', 5000) });

export type MessageReplyInput = v.InferInput<typeof messageReplySchema>;
