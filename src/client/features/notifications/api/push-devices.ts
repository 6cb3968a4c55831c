import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushDevice } from '@/shared/answers/push';
import { authorizedRequest } from '@/client/lib/api-client';
import { pushKeys } from './push-keys';
import { removeSubscription } from './push-subscriptions';

export const getPushDevices = (signal?: AbortSignal) =>
  authorizedRequest<PushDevice[]>('/api/push/subscriptions', { signal });

/** The signed-in person's devices that get notifications, newest first. */
export const pushDevicesQueryOptions = (email: string) =>
  queryOptions({ queryKey: pushKeys.devices(email), queryFn: ({ signal }) => getPushDevices(signal) });

/** Stops notifications to one of the person's devices, this one or another; the list is read again after. */
export function useRemovePushDevice(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpoint: string) => removeSubscription(endpoint),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.devices(email) }),
  });
}
