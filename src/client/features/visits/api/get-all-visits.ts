import { queryOptions } from '@tanstack/react-query';
import type { Visit } from '@/shared/answers/visits';
import { authorizedPage } from '@/client/lib/api-client';
import { pageSize, usePagedQuery } from '@/client/lib/use-paged-query';
import { visitKeys } from './visit-keys';

export const getAllVisits = (offset: number, signal?: AbortSignal) =>
  authorizedPage<Visit>('/api/bookings', { limit: pageSize, offset }, signal);
export const allVisitsQueryOptions = (offset = 0) =>
  queryOptions({ queryKey: [...visitKeys.every(), offset], queryFn: ({ signal }) => getAllVisits(offset, signal) });
export const useAllVisits = () => usePagedQuery(allVisitsQueryOptions);
