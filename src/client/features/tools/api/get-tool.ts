import { type QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Tool as WireTool } from '@/shared/answers/catalogue';
import { apiGet } from '@/client/lib/api-client';
import { seedFromList } from '@/client/lib/seed-from-list';
import { toolsQueryOptions } from './get-tools';
import { toolKeys } from './tool-keys';
import { fromWire } from './tool-wire';

export const getTool = (id: string, signal?: AbortSignal) =>
  apiGet<WireTool>(`/api/services/${encodeURIComponent(id)}`, signal).then(fromWire);

export const toolQueryOptions = (id: string) =>
  queryOptions({ queryKey: toolKeys.one(id), queryFn: ({ signal }) => getTool(id, signal) });

export const useTool = (id: string) => useSuspenseQuery(toolQueryOptions(id));

/**
 * A tool never opened before is already in the tools list: its detail starts from there (as old as the
 * list), so every tool of a saved catalogue opens offline, and is checked again when online.
 */
export const seedToolFromList = (queryClient: QueryClient, id: string) =>
  seedFromList(queryClient, toolsQueryOptions().queryKey, toolQueryOptions(id).queryKey, id);
