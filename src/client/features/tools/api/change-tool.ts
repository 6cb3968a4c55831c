import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tool } from '@/shared/api-types';
import type { ToolCreate, ToolUpdate } from '@/shared/schemas/tool';
import { authorizedRequest } from '@/client/lib/api-client';
import { toolsQueryOptions } from './get-tools';

export const createTool = (tool: ToolCreate) =>
  authorizedRequest<Tool>('/api/services', { method: 'POST', body: tool });
export const updateTool = (id: string, update: ToolUpdate) =>
  authorizedRequest<Tool>(`/api/services/${encodeURIComponent(id)}`, { method: 'PUT', body: update });
export const deleteTool = (id: string) =>
  authorizedRequest<Tool>(`/api/services/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useUpdateTool(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ToolUpdate) => updateTool(id, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolsQueryOptions().queryKey }),
  });
}

export function useDeleteTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTool,
    onSettled: () => queryClient.invalidateQueries({ queryKey: toolsQueryOptions().queryKey }),
  });
}

export function useCreateTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTool,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolsQueryOptions().queryKey }),
  });
}
