import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/client/lib/auth/session';
import { setAppBadge } from '@/client/lib/device-push';
import { pushReceivedMessage } from '@/client/lib/push-messages';
import { badgeKeys } from '../api/badge-keys';
import { badgeQueryOptions } from '../api/get-badge';

/**
 * The app icon's badge (where the platform has the Badging API): the count of what waits for the signed-in
 * person, read when the app opens, every few minutes, on focus, and when the worker says a notification came.
 */
export function AppBadge() {
  const session = useSession();
  if (!session) return null;
  return <SignedInBadge email={session.email} />;
}

function SignedInBadge({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const { data } = useQuery(badgeQueryOptions(email));
  useEffect(() => {
    if (data) setAppBadge(data.count);
  }, [data]);
  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!worker) return;
    const arrived = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | undefined)?.type === pushReceivedMessage)
        void queryClient.invalidateQueries({ queryKey: badgeKeys.all });
    };
    worker.addEventListener('message', arrived);
    return () => worker.removeEventListener('message', arrived);
  }, [queryClient]);
  return null;
}
