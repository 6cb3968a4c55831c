import { createFileRoute } from '@tanstack/react-router';
import { ownSectionPage } from '@/client/components/layout/dashboard-section';
import { myVisitsQueryOptions } from '@/client/features/visits/api/get-my-visits';
import { MyVisits } from '@/client/features/visits/components/my-visits';

export const Route = createFileRoute('/_auth/dashboard/visits')({
  loader: ({ context: { queryClient, session } }) =>
    void queryClient.prefetchQuery(myVisitsQueryOptions(session.email)),
  component: ownSectionPage(MyVisits, { title: 'My Visits', what: 'your visits' }),
});
