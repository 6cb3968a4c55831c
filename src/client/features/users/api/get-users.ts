import { queryOptions } from '@tanstack/react-query';
import type { User } from '@/shared/answers/people';
import { authorizedPage } from '@/client/lib/api-client';
import { pageSize, usePagedQuery } from '@/client/lib/use-paged-query';
import { usersKeys } from './users-keys';

export const getUsers = (offset: number, signal?: AbortSignal) =>
  authorizedPage<User>('/api/users', { limit: pageSize, offset }, signal);
export const usersQueryOptions = (offset = 0) =>
  queryOptions({ queryKey: [...usersKeys.list(), offset], queryFn: ({ signal }) => getUsers(offset, signal) });
export const useUsers = () => usePagedQuery(usersQueryOptions);
