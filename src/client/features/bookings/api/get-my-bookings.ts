import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Booking } from '@/shared/api-types';
import { authorizedRequest } from '@/client/lib/api-client';
import { bookingKeys } from './booking-keys';

export const getMyBookings = (signal?: AbortSignal) => authorizedRequest<Booking[]>('/api/bookings/mine', { signal });
export const myBookingsQueryOptions = (email: string) =>
  queryOptions({ queryKey: bookingKeys.mine(email), queryFn: ({ signal }) => getMyBookings(signal) });
export const useMyBookings = (email: string) => useSuspenseQuery(myBookingsQueryOptions(email));
