import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DashboardSection } from '@/client/components/layout/dashboard-section';
import { jobQueryOptions, seedJobFromMine } from '@/client/features/jobs/api/get-jobs';
import { JobNotFound } from '@/client/features/jobs/components/not-found';
import { JobDayPage } from '@/client/features/jobs/components/job-day-page';
import { userQueryOptions } from '@/client/features/profile/api/get-user';

/** One of a painter's jobs, on site (the address its emails link to): it opens from the saved list of their jobs when there is no signal. */
export const Route = createFileRoute('/_auth/dashboard/_painter/jobs_/$id')({
  loader: ({ context: { queryClient, session }, params }) => {
    seedJobFromMine(queryClient, params.id);
    void queryClient.prefetchQuery(jobQueryOptions(params.id));
    void queryClient.prefetchQuery(userQueryOptions(session.email));
  },
  component: () => (
    <DashboardSection what="this job" shape="form" notFound={<JobNotFound />}>
      <PainterJob />
    </DashboardSection>
  ),
});

/** The painter on this phone, by the shop's id (their profile, saved like the job): what they did is theirs. */
function PainterJob() {
  const { id } = Route.useParams();
  const { session } = Route.useRouteContext();
  const { data: profile } = useSuspenseQuery(userQueryOptions(session.email));
  const me = useMemo(() => ({ painterId: profile._id, name: profile.name || session.name }), [profile, session.name]);
  return <JobDayPage key={id} id={id} me={me} />;
}
