import { useSyncExternalStore } from 'react';
import { lazyPart } from '@/client/components/ui/lazy-part';
import { noticesRaised } from '@/client/lib/toast';
import { UpdatePrompt } from './update-prompt';

export const NotificationArea = lazyPart(() => import('./notification-area'));

/**
 * What the first paint does not need: the update prompt, and the notification area once there is a notice to show.
 */
export default function AppChrome() {
  const showNotices = useSyncExternalStore(noticesRaised.subscribe, noticesRaised.get, () => false);
  return (
    <>
      {showNotices && <NotificationArea />}
      <UpdatePrompt />
    </>
  );
}
