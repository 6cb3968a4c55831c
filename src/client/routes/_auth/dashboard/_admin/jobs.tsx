import { createFileRoute } from '@tanstack/react-router';
import { jobQueryOptions } from '@/client/features/jobs/api/get-jobs';
import {
  paintersQueryOptions,
  readyQuotesQueryOptions,
  weekQueryOptions,
} from '@/client/features/jobs/api/get-schedule';
import { JobsPage, type JobsSearch } from '@/client/features/jobs/components/jobs-page';
import { localDay, mondayOf } from '@/client/features/jobs/job-days';
import type { JobStatus } from '@/shared/schemas/job';

/**
 * The states a job may be listed by, spelt here rather than imported with the job schemas: a route's search check
 * loads with the app on every page, and the schemas would come with it.
 */
const listedStates = {
  scheduled: true,
  in_progress: true,
  completed: true,
  invoiced: true,
  paid: true,
} as const satisfies Record<JobStatus, true>;
const isState = (state: unknown): state is JobStatus => typeof state === 'string' && Object.hasOwn(listedStates, state);
const isDay = (day: unknown): day is string => typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day);

export const Route = createFileRoute('/_auth/dashboard/_admin/jobs')({
  validateSearch: (search: Record<string, unknown>): JobsSearch => ({
    ...(isDay(search.week) ? { week: mondayOf(search.week) } : {}),
    ...(isState(search.state) ? { state: search.state } : {}),
    ...(typeof search.job === 'string' && search.job ? { job: search.job } : {}),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(weekQueryOptions(mondayOf(deps.week ?? localDay(Date.now()))));
    void queryClient.prefetchQuery(readyQuotesQueryOptions());
    void queryClient.prefetchQuery(paintersQueryOptions());
    if (deps.job) void queryClient.prefetchQuery(jobQueryOptions(deps.job));
  },
  component: JobsAdminPage,
});

function JobsAdminPage() {
  return <JobsPage {...Route.useSearch()} />;
}
