import { queryOptions } from '@tanstack/react-query';
import type { Booking } from '@/shared/api-types';
import { authorizedPage } from '@/client/lib/api-client';
import { pageSize, usePagedQuery } from '@/client/lib/use-paged-query';
import { bookingKeys } from './booking-keys';

export const getAllBookings = (offset: number, signal?: AbortSignal) =>
  authorizedPage<Booking>('/api/bookings', { limit: pageSize, offset }, signal);
export const allBookingsQueryOptions = (offset = 0) =>
  queryOptions({ queryKey: [...bookingKeys.every(), offset], queryFn: ({ signal }) => getAllBookings(offset, signal) });
export const useAllBookings = () => usePagedQuery(allBookingsQueryOptions);
