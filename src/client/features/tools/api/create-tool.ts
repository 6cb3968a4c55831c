import type { Tool as WireTool } from '@/shared/answers/catalogue';
import { authorizedRequest } from '@/client/lib/api-client';
import { useRefreshingMutation } from '@/client/lib/use-refreshing-mutation';
import { toolKeys } from './tool-keys';
import { type ToolInput, toWire } from './tool-input';
import { fromWire } from './tool-wire';

export const createTool = async (product: ToolInput & { img: string }) =>
  fromWire(await authorizedRequest<WireTool>('/api/services', { method: 'POST', body: toWire(product) }));

export const useCreateTool = () => useRefreshingMutation(createTool, toolKeys.all);
