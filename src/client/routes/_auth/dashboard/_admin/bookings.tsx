import { createFileRoute } from '@tanstack/react-router';
import { sectionPage } from '@/client/components/layout/dashboard-section';
import { allBookingsQueryOptions } from '@/client/features/bookings/api/get-all-bookings';
import { BookingsCalendar } from '@/client/features/bookings/components/bookings-calendar';
import { startQueries } from '@/client/lib/query-client';

export const Route = createFileRoute('/_auth/dashboard/_admin/bookings')({
  loader: startQueries(allBookingsQueryOptions),
  component: sectionPage(BookingsCalendar, { title: 'Bookings', what: 'the bookings' }),
});
