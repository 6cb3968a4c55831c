import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { outbox } from '@/client/lib/outbox/app-outbox';
import { useOutboxEntries } from '@/client/lib/outbox/use-outbox-entries';
import { quoteAdminKeys } from './api/quote-admin-keys';
import { adoptLegacyQuoteDrafts } from './legacy-quote-drafts';
import { outboxKind } from './outbox-kind';

/**
 * Whichever admin page is open: the quote drafts an earlier release kept are taken into the device's drafts
 * and outbox once, and when a draft's save that waited in the outbox reaches the shop (sent by this page or
 * another tab), the quote lists and requests are read again.
 */
export function useQuoteDraftDeliveries() {
  const queryClient = useQueryClient();
  const { user, entries } = useOutboxEntries();
  useEffect(() => {
    if (user)
      void adoptLegacyQuoteDrafts(user, (save, summary) =>
        outbox.add(outboxKind.kind, save, summary, { offline: true }),
      );
  }, [user]);
  const waiting = entries
    .filter((entry) => entry.kind === outboxKind.kind)
    .map((entry) => entry.id)
    .join(' ');
  const before = useRef({ user, waiting });
  useEffect(() => {
    const still = new Set(waiting.split(' '));
    const gone = before.current.user === user && before.current.waiting.split(' ').some((id) => id && !still.has(id));
    before.current = { user, waiting };
    if (gone) void queryClient.invalidateQueries({ queryKey: quoteAdminKeys.all });
  }, [queryClient, user, waiting]);
}
