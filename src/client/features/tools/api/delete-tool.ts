import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tool as WireTool } from '@/shared/api-types';
import { authorizedRequest } from '@/client/lib/api-client';
import { toolKeys } from './tool-keys';
import { fromWire } from './tool-wire';

export const deleteTool = async (id: string) =>
  fromWire(await authorizedRequest<WireTool>(`/api/services/${encodeURIComponent(id)}`, { method: 'DELETE' }));

export function useDeleteTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTool,
    onSettled: () => queryClient.invalidateQueries({ queryKey: toolKeys.all }),
  });
}
