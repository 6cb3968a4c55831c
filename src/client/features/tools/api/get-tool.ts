import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Tool } from '@/shared/api-types';
import { apiGet } from '@/client/lib/api-client';

export const getTool = (id: string, signal?: AbortSignal) => apiGet<Tool>(`/api/services/${encodeURIComponent(id)}`, signal);

export const toolQueryOptions = (id: string) => queryOptions({ queryKey: ['tools', id], queryFn: ({ signal }) => getTool(id, signal) });

export const useTool = (id: string) => useSuspenseQuery(toolQueryOptions(id));
