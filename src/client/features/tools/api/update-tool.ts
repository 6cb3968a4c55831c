import type { Tool as WireTool } from '@/shared/answers/catalogue';
import { authorizedRequest } from '@/client/lib/api-client';
import { useRefreshingMutation } from '@/client/lib/use-refreshing-mutation';
import { toolKeys } from './tool-keys';
import { type ToolInput, toWire } from './tool-input';
import { fromWire } from './tool-wire';

export const updateTool = async (id: string, product: ToolInput) =>
  fromWire(
    await authorizedRequest<WireTool>(`/api/services/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: toWire(product),
    }),
  );

export const useUpdateTool = (id: string) =>
  useRefreshingMutation((product: ToolInput) => updateTool(id, product), toolKeys.all);
