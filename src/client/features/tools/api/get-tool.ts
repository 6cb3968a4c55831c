import { type QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Tool } from '@/shared/api-types';
import { apiGet } from '@/client/lib/api-client';
import { toolsQueryOptions } from './get-tools';

export const getTool = (id: string, signal?: AbortSignal) =>
  apiGet<Tool>(`/api/services/${encodeURIComponent(id)}`, signal);

export const toolQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['tools', id], queryFn: ({ signal }) => getTool(id, signal) });

export const useTool = (id: string) => useSuspenseQuery(toolQueryOptions(id));

/**
 * A tool never opened before is already in the tools list: its detail starts from there (as old as the
 * list), so every tool of a saved catalogue opens offline, and is checked again when online.
 */
export function seedToolFromList(queryClient: QueryClient, id: string) {
  if (queryClient.getQueryData(toolQueryOptions(id).queryKey)) return;
  const list = queryClient.getQueryState(toolsQueryOptions().queryKey);
  const tool = list?.data?.find((candidate) => candidate._id === id);
  if (tool) queryClient.setQueryData(toolQueryOptions(id).queryKey, tool, { updatedAt: list!.dataUpdatedAt });
}
