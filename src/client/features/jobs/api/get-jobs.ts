import { type QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Job } from '@/shared/answers/jobs';
import { authorizedRequest } from '@/client/lib/api-client';
import { seedFromList } from '@/client/lib/seed-from-list';
import { jobKeys } from './job-keys';

/** A painter's assigned jobs (never a price), or a customer's own, each whole. */
export const myJobsQueryOptions = () =>
  queryOptions({
    queryKey: jobKeys.mine(),
    queryFn: ({ signal }) => authorizedRequest<Job[]>('/api/jobs/mine', { signal }),
  });
export const useMyJobs = () => useSuspenseQuery(myJobsQueryOptions());

/** One job, in the view of whoever asks (the admin's, an assigned painter's or its customer's). */
export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobKeys.one(id),
    queryFn: ({ signal }) => authorizedRequest<Job>(`/api/jobs/${encodeURIComponent(id)}`, { signal }),
  });
export const useJob = (id: string) => useSuspenseQuery(jobQueryOptions(id));

/** A job never opened on this device starts from the saved list of the person's jobs: it opens offline too. */
export const seedJobFromMine = (queryClient: QueryClient, id: string) =>
  seedFromList(queryClient, jobKeys.mine(), jobKeys.one(id), id);
