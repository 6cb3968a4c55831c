import type { MessageInput } from '@/shared/schemas/message';
import { defineOutboxKind } from '@/client/lib/outbox/kind';

/** A contact message, written signed in or not: it goes without a session, whoever wrote it. */
export const outboxKind = defineOutboxKind<MessageInput>({
  kind: 'contact',
  url: '/api/msg',
  session: 'none',
  editAt: '/contactUs',
});
