import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Takings } from '@/shared/answers/money';
import { authorizedRequest } from '@/client/lib/api-client';
import { takingsKeys } from './takings-keys';

/** The last 30 of the shop's days: each day's charges, refunds and net, each kind's, and in all. */
export const getTakings = (signal?: AbortSignal) => authorizedRequest<Takings>('/api/takings', { signal });

export const takingsQueryOptions = () =>
  queryOptions({ queryKey: takingsKeys.summary, queryFn: ({ signal }) => getTakings(signal) });

export const useTakings = () => useSuspenseQuery(takingsQueryOptions());
