import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Tool } from '@/shared/api-types';
import { apiGet } from '@/client/lib/api-client';

export const getTools = (signal?: AbortSignal) => apiGet<Tool[]>('/api/services', signal);

export const toolsQueryOptions = () => queryOptions({ queryKey: ['tools'], queryFn: ({ signal }) => getTools(signal) });

export const useTools = () => useSuspenseQuery(toolsQueryOptions());
