import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Slot } from '@/shared/answers/visits';
import { apiGet } from '@/client/lib/api-client';
import { visitKeys } from './visit-keys';

export const getSlots = (signal?: AbortSignal) => apiGet<Slot[]>('/api/slots', signal);
// Free visits change with every booking: checked again whenever the page shows them.
export const slotsQueryOptions = () =>
  queryOptions({ queryKey: visitKeys.slots, queryFn: ({ signal }) => getSlots(signal), staleTime: 0 });
export const useSlots = () => useSuspenseQuery(slotsQueryOptions());
