import { lazy, Suspense, useSyncExternalStore } from 'react';
import { noticesRaised } from '@/client/lib/toast';
import { UpdatePrompt } from './update-prompt';

const NotificationArea = lazy(() => import('./notification-area'));

/**
 * What the first paint does not need: the update prompt (with workbox-window, which registers the
 * service worker), and the notification area once there is a notice to show.
 */
export default function AppChrome() {
  const showNotices = useSyncExternalStore(noticesRaised.subscribe, noticesRaised.get, () => false);
  return (
    <>
      {showNotices && (
        <Suspense fallback={null}>
          <NotificationArea />
        </Suspense>
      )}
      <UpdatePrompt />
    </>
  );
}
