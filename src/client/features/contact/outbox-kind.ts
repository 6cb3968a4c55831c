import type { ContactMessageInput } from '@/shared/schemas/contact';
import { defineOutboxKind } from '@/client/lib/outbox/kind';

/** A contact message, written signed in or not: it goes without a session, whoever wrote it. */
export const outboxKind = defineOutboxKind<ContactMessageInput>({
  kind: 'contact',
  url: '/api/msg',
  session: 'none',
  editAt: '/contactUs',
});
