import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Visit } from '@/shared/answers/visits';
import { authorizedRequest } from '@/client/lib/api-client';
import { visitKeys } from './visit-keys';

export const cancelVisit = (id: string) =>
  authorizedRequest<Visit>(`/api/bookings/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Cancels a visit; the lists of visits and the free times are read again after. */
export function useCancelVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelVisit,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: visitKeys.all }),
        queryClient.invalidateQueries({ queryKey: visitKeys.slots }),
      ]),
  });
}
