import { useSyncExternalStore } from 'react';
import { LazyPart } from '@/client/components/ui/lazy-part';
import { noticesRaised } from '@/client/lib/toast';
import { UpdatePrompt } from './update-prompt';

const loadNotificationArea = () => import('./notification-area');

/**
 * What the first paint does not need: the update prompt (with workbox-window, which registers the
 * service worker), and the notification area once there is a notice to show.
 */
export default function AppChrome() {
  const showNotices = useSyncExternalStore(noticesRaised.subscribe, noticesRaised.get, () => false);
  return (
    <>
      {showNotices && <LazyPart load={loadNotificationArea} />}
      <UpdatePrompt />
    </>
  );
}
