import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '@/shared/api-types';
import { authorizedPage, authorizedRequest } from '@/client/lib/api-client';
import { pageSize, usePagedQuery } from '@/client/lib/use-paged-query';
import { messagesKeys } from './messages-keys';

export const getMessages = (offset: number, signal?: AbortSignal) =>
  authorizedPage<ContactMessage>('/api/messages', { limit: pageSize, offset }, signal);
export const messagesQueryOptions = (offset = 0) =>
  queryOptions({ queryKey: [...messagesKeys.all, offset], queryFn: ({ signal }) => getMessages(offset, signal) });
export const useMessages = () => usePagedQuery(messagesQueryOptions);

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
