import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@/shared/answers/shop';
import type { MessageReplyInput } from '@/shared/schemas/message';
import { authorizedRequest, type Page } from '@/client/lib/api-client';
import { messagesKeys } from './messages-keys';

/**
 * Mails a reply to a message's sender. `key` is the reply's Idempotency-Key, the same for every try of one
 * reply: an answer lost after the shop sent it must not send it again when the admin presses Send twice.
 */
export const replyToMessage = ({ id, reply, key }: { id: string; reply: MessageReplyInput; key: string }) =>
  authorizedRequest<Message>(`/api/messages/${encodeURIComponent(id)}/reply`, {
    method: 'POST',
    body: reply,
    headers: { 'Idempotency-Key': key },
  });

/** Sends a reply; the message's row takes the shop's answer (handled, with the reply) in every saved page. */
export function useReplyToMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToMessage,
    onSuccess: (message) =>
      queryClient.setQueriesData<Page<Message>>({ queryKey: messagesKeys.all }, (page) =>
        page ? { ...page, rows: page.rows.map((row) => (row._id === message._id ? message : row)) } : page,
      ),
  });
}
