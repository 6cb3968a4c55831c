import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@/shared/api-types';
import { authorizedRequest } from '@/client/lib/api-client';
import { usersKeys } from './users-keys';

export const makeAdmin = (email: string) =>
  authorizedRequest<User>(`/api/user/${encodeURIComponent(email)}`, { method: 'PUT', body: { role: 'admin' } });

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
