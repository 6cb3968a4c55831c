import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { User } from '@/shared/api-types';
import { authorizedRequest } from '@/client/lib/api-client';

export const getUser = (email: string, signal?: AbortSignal) =>
  authorizedRequest<User>(`/api/users/${encodeURIComponent(email)}`, { signal });

/** Every key of a user's profile starts here (the users list of an admin shares the root). */
export const profileKeys = { all: ['users'] as const, one: (email: string) => ['users', email] as const };

export const userQueryOptions = (email: string) =>
  queryOptions({ queryKey: profileKeys.one(email), queryFn: ({ signal }) => getUser(email, signal) });

export const useUser = (email: string) => useSuspenseQuery(userQueryOptions(email));
