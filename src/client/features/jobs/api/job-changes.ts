import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminJob, JobExtra } from '@/shared/answers/jobs';
import type { CreateJobInput, JobExtraInput, UpdateJobInput } from '@/shared/schemas/job';
import { authorizedRequest, newIdempotencyKey } from '@/client/lib/api-client';
import { jobKeys } from './job-keys';

const jobPath = (id: string) => `/api/jobs/${encodeURIComponent(id)}`;
/** Each change goes under a key of its own, which the shop honours on every write of a job. */
const keyed = () => ({ 'Idempotency-Key': newIdempotencyKey() });

export const createJob = (job: CreateJobInput) =>
  authorizedRequest<AdminJob>('/api/jobs', { method: 'POST', body: job, headers: keyed() });

export const moveJob = (id: string, move: UpdateJobInput) =>
  authorizedRequest<AdminJob>(jobPath(id), { method: 'PUT', body: move, headers: keyed() });

export const addExtra = (id: string, extra: JobExtraInput) =>
  authorizedRequest<JobExtra>(`${jobPath(id)}/extras`, { method: 'POST', body: extra, headers: keyed() });

export const removeExtra = (id: string, extraId: string) =>
  authorizedRequest<void>(`${jobPath(id)}/extras/${encodeURIComponent(extraId)}`, { method: 'DELETE' });

/**
 * A change of the admin's to the jobs (it needs a connection); the schedule, the job and the quotes ready to
 * schedule are read again after it, whatever its outcome (a change whose answer was lost may have been made).
 */
export function useJobChange<TVariables, TData>(change: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
