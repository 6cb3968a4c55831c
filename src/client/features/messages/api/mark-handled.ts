import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@/shared/answers/shop';
import { authorizedRequest } from '@/client/lib/api-client';
import { messagesKeys } from './messages-keys';

export const markHandled = ({ id, handled }: { id: string; handled: boolean }) =>
  authorizedRequest<Message>(`/api/messages/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { handled },
  });

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markHandled,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKeys.all }),
  });
}
