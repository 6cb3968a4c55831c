import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import type { BadgeArea } from '@/shared/schemas/push';
import { useSession } from '@/client/lib/auth/session';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { badgeKeys } from '../api/badge-keys';
import { markSeen } from '../api/mark-seen';

/**
 * Put on the page of what waits in `area` (my orders, the admin's orders, quote requests, messages): once it is
 * open and online, the shop is told it was seen, and the badge counts only what comes after.
 */
export function MarkSeen({ area }: { area: BadgeArea }) {
  const queryClient = useQueryClient();
  const email = useSession()?.email;
  const online = useOnlineStatus();
  useEffect(() => {
    if (!email || !online) return;
    markSeen(area).then(
      async (badge) => {
        // A read of the badge still on its way was answered before the shop heard of this (as the app starts on
        // this page, both go at once): its old count would land after this one and stay. It is dropped.
        await queryClient.cancelQueries({ queryKey: badgeKeys.mine(email) });
        queryClient.setQueryData(badgeKeys.mine(email), badge);
      },
      () => undefined,
    );
  }, [area, email, online, queryClient]);
  return null;
}

/** A route's page of what waits in `area` (`Page`), which tells the shop it was seen once it is open. */
export const seenPage = (area: BadgeArea, Page: ComponentType) =>
  function SeenPage() {
    return (
      <>
        <MarkSeen area={area} />
        <Page />
      </>
    );
  };
