import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { Booking } from '@/shared/api-types';
import { authorizedPage, authorizedRequest } from '@/client/lib/api-client';
import { pageSize, usePagedQuery } from '@/client/lib/use-paged-query';
import { bookingKeys } from './booking-keys';

export const getAllBookings = (offset: number, signal?: AbortSignal) =>
  authorizedPage<Booking>('/api/bookings', { limit: pageSize, offset }, signal);
export const allBookingsQueryOptions = (offset = 0) =>
  queryOptions({ queryKey: [...bookingKeys.every(), offset], queryFn: ({ signal }) => getAllBookings(offset, signal) });
export const useAllBookings = () => usePagedQuery(allBookingsQueryOptions);

export const getMyBookings = (signal?: AbortSignal) => authorizedRequest<Booking[]>('/api/bookings/mine', { signal });
export const myBookingsQueryOptions = (email: string) =>
  queryOptions({ queryKey: bookingKeys.mine(email), queryFn: ({ signal }) => getMyBookings(signal) });
export const useMyBookings = (email: string) => useSuspenseQuery(myBookingsQueryOptions(email));

export const cancelBooking = (id: string) =>
  authorizedRequest<Booking>(`/api/bookings/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Cancels a visit; the lists of visits and the free times are read again after. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.slots }),
      ]),
  });
}
