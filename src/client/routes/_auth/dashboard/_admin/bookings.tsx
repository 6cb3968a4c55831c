import { createFileRoute } from '@tanstack/react-router';
import { DashboardSection } from '@/client/components/layout/dashboard-section';
import { allBookingsQueryOptions } from '@/client/features/bookings/api/get-all-bookings';
import { BookingsCalendar } from '@/client/features/bookings/components/bookings-calendar';

export const Route = createFileRoute('/_auth/dashboard/_admin/bookings')({
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(allBookingsQueryOptions()),
  component: () => (
    <DashboardSection title="Bookings" what="the bookings">
      <BookingsCalendar />
    </DashboardSection>
  ),
});
