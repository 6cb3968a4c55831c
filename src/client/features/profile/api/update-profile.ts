import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@/shared/answers/people';
import type { ProfileUpdate } from '@/shared/schemas/user';
import { authorizedRequest } from '@/client/lib/api-client';
import { userQueryOptions } from './get-user';

export const updateProfile = (email: string, update: ProfileUpdate) =>
  authorizedRequest<User>(`/api/user/${encodeURIComponent(email)}`, { method: 'PUT', body: update });

export function useUpdateProfile(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => updateProfile(email, update),
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions(email).queryKey, user),
  });
}
