import { queryOptions } from '@tanstack/react-query';
import type { Badge } from '@/shared/answers/push';
import { authorizedRequest } from '@/client/lib/api-client';
import { badgeKeys } from './badge-keys';

export const getBadge = (signal?: AbortSignal) => authorizedRequest<Badge>('/api/badge', { signal });

/** What waits for the signed-in person; read again every few minutes while the app is open, and on focus. */
export const badgeQueryOptions = (email: string) =>
  queryOptions({
    queryKey: badgeKeys.mine(email),
    queryFn: ({ signal }) => getBadge(signal),
    refetchInterval: 5 * 60 * 1000,
  });
