import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { Booking } from '@/shared/api-types';
import { apiGet, apiRequest } from '@/client/lib/api-client';
import { bookingKeys } from './booking-keys';

/** The address of one visit through its manage link, which is all it takes: no account, no session. */
const visitPath = (id: string, key: string) => `/api/visits/${encodeURIComponent(id)}?key=${encodeURIComponent(key)}`;

export const visitByLinkQueryOptions = (id: string, key: string) =>
  queryOptions({
    queryKey: bookingKeys.byLink(id, key),
    queryFn: ({ signal }) => apiGet<Booking>(visitPath(id, key), signal),
    retry: false,
  });
export const useVisitByLink = (id: string, key: string) => useSuspenseQuery(visitByLinkQueryOptions(id, key));

/** Cancels the visit of the link; the free times are read again after. */
export function useCancelVisitByLink(id: string, key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Booking>(visitPath(id, key), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.slots }),
  });
}
