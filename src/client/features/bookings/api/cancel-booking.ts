import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@/shared/api-types';
import { authorizedRequest } from '@/client/lib/api-client';
import { bookingKeys } from './booking-keys';

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
