import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailPreferences } from '@/shared/schemas/mail-preferences';
import { authorizedRequest } from '@/client/lib/api-client';
import { profileKeys } from './profile-keys';

const path = '/api/mail/preferences';

export const mailPreferencesQueryOptions = (email: string) =>
  queryOptions({
    queryKey: profileKeys.mail(email),
    queryFn: ({ signal }) => authorizedRequest<MailPreferences>(path, { signal }),
  });

export const useMailPreferences = (email: string) => useQuery(mailPreferencesQueryOptions(email));

export function useSaveMailPreferences(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chosen: MailPreferences) => authorizedRequest<MailPreferences>(path, { method: 'PUT', body: chosen }),
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.mail(email), saved),
  });
}
