import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connection } from '@/client/lib/connection';
import { toast } from '@/client/lib/toast';
import { quoteAdminKeys } from './api/quote-admin-keys';
import { saveQuoteDraft } from './api/save-quote';
import { draftSender } from './quote-draft-sync';
import { quoteDrafts } from './quote-drafts';

const sendQueuedDrafts = draftSender(quoteDrafts, saveQuoteDraft);

/**
 * Saves on the shop the quote drafts this admin saved while offline: at once when online, and each time
 * the connection returns, while an admin page is open. The lists and requests are then read again.
 */
export function useQueuedDraftsSender() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const round = () =>
      void sendQueuedDrafts().then((saved) => {
        if (saved.length === 0) return;
        for (const quote of saved) queryClient.setQueryData(quoteAdminKeys.quote(quote._id), quote);
        void queryClient.invalidateQueries({ queryKey: quoteAdminKeys.all });
        toast.success(
          saved.length === 1
            ? 'The quote draft saved offline is now saved to the shop.'
            : `${saved.length} quote drafts saved offline are now saved to the shop.`,
        );
      });
    if (connection.online()) round();
    return connection.onReconnect(round);
  }, [queryClient]);
}
