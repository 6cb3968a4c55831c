import { createFileRoute } from '@tanstack/react-router';
import { sectionPage } from '@/client/components/layout/dashboard-section';
import { myJobsQueryOptions } from '@/client/features/jobs/api/get-jobs';
import { TodayPage } from '@/client/features/jobs/components/today-page';

/** Where a painter lands: their jobs today and the next days, saved on the phone for a day with no signal. */
export const Route = createFileRoute('/_auth/dashboard/_painter/today')({
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(myJobsQueryOptions()),
  component: sectionPage(TodayPage, { title: 'Today', what: 'your jobs' }),
});
