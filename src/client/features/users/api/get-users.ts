import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { User } from '@/shared/api-types';
import { authorizedRequest } from '@/client/lib/api-client';

/** Every key of the users list starts here (a user's own profile shares the root). */
export const usersKeys = { all: ['users'] as const, list: () => ['users', 'all'] as const };

export const getUsers = (signal?: AbortSignal) => authorizedRequest<User[]>('/api/users', { signal });
export const usersQueryOptions = () =>
  queryOptions({ queryKey: usersKeys.list(), queryFn: ({ signal }) => getUsers(signal) });
export const useUsers = () => useSuspenseQuery(usersQueryOptions());
