import { createFileRoute } from '@tanstack/react-router';
import { ownSectionPage } from '@/client/components/layout/dashboard-section';
import { myBookingsQueryOptions } from '@/client/features/bookings/api/get-my-bookings';
import { MyVisits } from '@/client/features/bookings/components/my-visits';

export const Route = createFileRoute('/_auth/dashboard/visits')({
  loader: ({ context: { queryClient, session } }) =>
    void queryClient.prefetchQuery(myBookingsQueryOptions(session.email)),
  component: ownSectionPage(MyVisits, { title: 'My Visits', what: 'your visits' }),
});
