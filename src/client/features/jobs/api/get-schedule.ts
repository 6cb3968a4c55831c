import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { AdminJob } from '@/shared/answers/jobs';
import type { User } from '@/shared/answers/people';
import type { QuoteRequest } from '@/shared/answers/quotes';
import type { JobStatus } from '@/shared/schemas/job';
import { authorizedPage, authorizedRequest } from '@/client/lib/api-client';
import { pageSize, usePagedQuery } from '@/client/lib/use-paged-query';
import { addDays } from '../job-days';
import { jobKeys } from './job-keys';

/** The admin's schedule of one week, Monday to Sunday: every job with a day in it. */
export const weekQueryOptions = (monday: string) => {
  const sunday = addDays(monday, 6);
  return queryOptions({
    queryKey: jobKeys.schedule(monday, sunday),
    queryFn: ({ signal }) => authorizedRequest<AdminJob[]>(`/api/jobs?from=${monday}&to=${sunday}`, { signal }),
  });
};
export const useWeek = (monday: string) => useSuspenseQuery(weekQueryOptions(monday));

/** Every job in one state, whatever its days, a page at a time (newest first). */
export const jobsInStateQueryOptions =
  (status: JobStatus) =>
  (offset = 0) =>
    queryOptions({
      queryKey: [...jobKeys.all, 'status', status, offset] as const,
      queryFn: ({ signal }) =>
        authorizedPage<AdminJob>(`/api/jobs?status=${status}`, { limit: pageSize, offset }, signal),
    });
export const useJobsInState = (status: JobStatus) => usePagedQuery(jobsInStateQueryOptions(status));

/** The shop's painters, to put on a job. */
export const paintersQueryOptions = () =>
  queryOptions({
    queryKey: [...jobKeys.all, 'painters'] as const,
    queryFn: ({ signal }) => authorizedRequest<User[]>('/api/users?role=painter', { signal }),
  });
export const usePainters = () => useSuspenseQuery(paintersQueryOptions());

/** The most accepted quotes listed as ready at once: more wait for those to be scheduled. */
const readyLimit = 100;

/**
 * The requests whose quote is accepted (deposit paid, or accepted with none asked) and has no job yet: what
 * can be scheduled. The shop says no (409) to an accepted quote whose deposit is still due.
 */
export const readyQuotesQueryOptions = () =>
  queryOptions({
    queryKey: [...jobKeys.all, 'ready'] as const,
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        (['deposit_paid', 'accepted'] as const).map((state) =>
          authorizedPage<QuoteRequest>(`/api/quote-requests?state=${state}`, { limit: readyLimit, offset: 0 }, signal),
        ),
      );
      return pages.flatMap((page) => page.rows).filter((request) => request.quote && request.quote.jobId === null);
    },
  });
export const useReadyQuotes = () => useSuspenseQuery(readyQuotesQueryOptions());
