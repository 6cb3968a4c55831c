import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tool as WireTool } from '@/shared/api-types';
import { authorizedRequest } from '@/client/lib/api-client';
import { toolKeys } from './tool-keys';
import { type ProductInput, toWire } from './tool-input';
import { fromWire } from './tool-wire';

export const updateTool = async (id: string, product: ProductInput) =>
  fromWire(
    await authorizedRequest<WireTool>(`/api/services/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: toWire(product),
    }),
  );

export function useUpdateTool(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: ProductInput) => updateTool(id, product),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolKeys.all }),
  });
}
