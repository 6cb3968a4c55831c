import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushKind } from '@/shared/schemas/push';
import type { PushPreferences } from '@/shared/answers/push';
import { authorizedRequest } from '@/client/lib/api-client';
import { pushKeys } from './push-keys';

export const getPushPreferences = (signal?: AbortSignal) =>
  authorizedRequest<PushPreferences>('/api/push/preferences', { signal });

export const pushPreferencesQueryOptions = (email: string) =>
  queryOptions({ queryKey: pushKeys.preferences(email), queryFn: ({ signal }) => getPushPreferences(signal) });

export const setPushPreference = (kind: PushKind, on: boolean) =>
  authorizedRequest<PushPreferences>('/api/push/preferences', { method: 'PUT', body: { [kind]: on } });

/** Turns one kind on or off for every device of the user's; the answer is the whole set as the shop keeps it. */
export function useSetPushPreference(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, on }: { kind: PushKind; on: boolean }) => setPushPreference(kind, on),
    onSuccess: (preferences) => queryClient.setQueryData(pushKeys.preferences(email), preferences),
  });
}
