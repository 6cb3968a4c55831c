import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { DashboardSection } from '@/client/components/layout/dashboard-section';
import { myBookingsQueryOptions } from '@/client/features/bookings/api/get-my-bookings';
import { MyVisits } from '@/client/features/bookings/components/my-visits';

export const Route = createFileRoute('/_auth/dashboard/visits')({
  loader: ({ context: { queryClient, session } }) =>
    void queryClient.prefetchQuery(myBookingsQueryOptions(session.email)),
  component: MyVisitsPage,
});

function MyVisitsPage() {
  const { session } = useRouteContext({ from: '/_auth/dashboard/visits' });
  return (
    <DashboardSection title="My Visits" what="your visits">
      <MyVisits email={session.email} />
    </DashboardSection>
  );
}
