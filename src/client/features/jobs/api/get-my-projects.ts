import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Project } from '@/shared/answers/projects';
import { authorizedRequest } from '@/client/lib/api-client';
import { jobKeys } from './job-keys';

/** The customer's painting work, newest first: saved on the device, so the page opens offline too. */
export const myProjectsQueryOptions = () =>
  queryOptions({
    queryKey: jobKeys.projects(),
    queryFn: ({ signal }) => authorizedRequest<Project[]>('/api/projects/mine', { signal }),
  });
export const useMyProjects = () => useSuspenseQuery(myProjectsQueryOptions());
