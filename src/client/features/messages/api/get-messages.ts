import { queryOptions } from '@tanstack/react-query';
import type { Message } from '@/shared/answers/shop';
import { authorizedPage } from '@/client/lib/api-client';
import { pageSize, usePagedQuery } from '@/client/lib/use-paged-query';
import { messagesKeys } from './messages-keys';

export const getMessages = (offset: number, signal?: AbortSignal) =>
  authorizedPage<Message>('/api/messages', { limit: pageSize, offset }, signal);
export const messagesQueryOptions = (offset = 0) =>
  queryOptions({ queryKey: [...messagesKeys.all, offset], queryFn: ({ signal }) => getMessages(offset, signal) });
export const useMessages = () => usePagedQuery(messagesQueryOptions);
