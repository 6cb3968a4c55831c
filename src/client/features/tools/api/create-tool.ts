import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tool as WireTool } from '@/shared/api-types';
import { authorizedRequest } from '@/client/lib/api-client';
import { toolKeys } from './tool-keys';
import { type ProductInput, toWire } from './tool-input';
import { fromWire } from './tool-wire';

export const createTool = async (product: ProductInput & { img: string }) =>
  fromWire(await authorizedRequest<WireTool>('/api/services', { method: 'POST', body: toWire(product) }));

export function useCreateTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTool,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolKeys.all }),
  });
}
