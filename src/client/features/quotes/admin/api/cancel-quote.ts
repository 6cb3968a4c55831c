import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quote } from '@/shared/answers/quotes';
import { authorizedRequest } from '@/client/lib/api-client';
import { quoteAdminKeys } from './quote-admin-keys';

/** The shop calls off an accepted quote; a paid deposit is refunded in the same call. */
export const cancelQuote = (quoteId: string) =>
  authorizedRequest<Quote>(`/api/quotes/${encodeURIComponent(quoteId)}/cancel`, { method: 'POST' });

/** The quote takes the shop's answer at once; its request and the lists by state are read again. */
export function useCancelQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelQuote,
    onSuccess: (quote) => queryClient.setQueryData(quoteAdminKeys.quote(quote._id), quote),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quoteAdminKeys.all }),
  });
}
