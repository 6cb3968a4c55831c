import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Visit } from '@/shared/answers/visits';
import { authorizedRequest } from '@/client/lib/api-client';
import { visitKeys } from './visit-keys';

export const getMyVisits = (signal?: AbortSignal) => authorizedRequest<Visit[]>('/api/bookings/mine', { signal });
export const myVisitsQueryOptions = (email: string) =>
  queryOptions({ queryKey: visitKeys.mine(email), queryFn: ({ signal }) => getMyVisits(signal) });
export const useMyVisits = (email: string) => useSuspenseQuery(myVisitsQueryOptions(email));
