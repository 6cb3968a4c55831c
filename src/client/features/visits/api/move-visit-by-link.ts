import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Visit } from '@/shared/answers/visits';
import type { VisitMoveInput } from '@/shared/schemas/visit';
import { apiRequest } from '@/client/lib/api-client';
import { visitKeys } from './visit-keys';
import { visitLinkPath } from './get-visit-by-link';

/**
 * Moves the visit of the link to another free time. The page takes the shop's answer at once; the free times
 * are read again after, whether it moved or the time was just taken.
 */
export function useMoveVisitByLink(id: string, key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: VisitMoveInput) => apiRequest<Visit>(visitLinkPath(id, key), { method: 'PUT', body: move }),
    onSuccess: (visit) => queryClient.setQueryData(visitKeys.byLink(id, key), visit),
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitKeys.slots }),
  });
}
