import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Visit } from '@/shared/answers/visits';
import { apiRequest } from '@/client/lib/api-client';
import { visitKeys } from './visit-keys';
import { visitLinkPath } from './get-visit-by-link';

/** Cancels the visit of the link; the free times are read again after. */
export function useCancelVisitByLink(id: string, key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Visit>(visitLinkPath(id, key), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitKeys.slots }),
  });
}
