import type { Tool as WireTool } from '@/shared/answers/catalogue';
import { authorizedRequest } from '@/client/lib/api-client';
import { useRefreshingMutation } from '@/client/lib/use-refreshing-mutation';
import { toolKeys } from './tool-keys';
import { fromWire } from './tool-wire';

export const deleteTool = async (id: string) =>
  fromWire(await authorizedRequest<WireTool>(`/api/services/${encodeURIComponent(id)}`, { method: 'DELETE' }));

export const useDeleteTool = () => useRefreshingMutation(deleteTool, toolKeys.all, { always: true });
