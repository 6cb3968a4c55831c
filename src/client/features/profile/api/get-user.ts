import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { User } from '@/shared/answers/people';
import { authorizedRequest } from '@/client/lib/api-client';
import { profileKeys } from './profile-keys';

export const getUser = (email: string, signal?: AbortSignal) =>
  authorizedRequest<User>(`/api/users/${encodeURIComponent(email)}`, { signal });

export const userQueryOptions = (email: string) =>
  queryOptions({ queryKey: profileKeys.one(email), queryFn: ({ signal }) => getUser(email, signal) });

export const useUser = (email: string) => useSuspenseQuery(userQueryOptions(email));
