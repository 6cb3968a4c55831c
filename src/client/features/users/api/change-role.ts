import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@/shared/answers/people';
import type { UserRole } from '@/shared/schemas/user';
import { authorizedRequest } from '@/client/lib/api-client';
import { usersKeys } from './users-keys';

/** An admin gives a user a role: admin, painter, or customer again (a painter back). */
export const changeRole = (email: string, role: UserRole) =>
  authorizedRequest<User>(`/api/user/${encodeURIComponent(email)}`, { method: 'PUT', body: { role } });

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, role }: { email: string; role: UserRole }) => changeRole(email, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
