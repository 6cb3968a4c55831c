import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '@/shared/api-types';
import { authorizedRequest } from '@/client/lib/api-client';
import { messagesKeys } from './messages-keys';

export const markHandled = ({ id, handled }: { id: string; handled: boolean }) =>
  authorizedRequest<ContactMessage>(`/api/messages/${encodeURIComponent(id)}`, {
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
