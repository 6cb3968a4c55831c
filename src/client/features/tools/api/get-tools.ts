import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Tool as WireTool } from '@/shared/answers/catalogue';
import { apiGet } from '@/client/lib/api-client';
import { toolKeys } from './tool-keys';
import { fromWire } from './tool-wire';

export const getTools = (signal?: AbortSignal) => apiGet<WireTool[]>('/api/services', signal).then(fromWire);

export const toolsQueryOptions = () =>
  queryOptions({ queryKey: toolKeys.all, queryFn: ({ signal }) => getTools(signal) });

export const useTools = () => useSuspenseQuery(toolsQueryOptions());
