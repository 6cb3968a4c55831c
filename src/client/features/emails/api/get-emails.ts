import { queryOptions } from '@tanstack/react-query';
import type { Email } from '@/shared/answers/shop';
import { authorizedPage } from '@/client/lib/api-client';
import { pageSize, usePagedQuery } from '@/client/lib/use-paged-query';
import { emailKeys } from './email-keys';

export const getEmails = (offset: number, signal?: AbortSignal) =>
  authorizedPage<Email>('/api/emails', { limit: pageSize, offset }, signal);
export const emailsQueryOptions = (offset = 0) =>
  queryOptions({ queryKey: [...emailKeys.all, offset], queryFn: ({ signal }) => getEmails(offset, signal) });
export const useEmails = () => usePagedQuery(emailsQueryOptions);
