import { useCallback, useEffect, useState } from 'react';
import {
  oneSubscriptionChangeAtATime,
  pushSupported,
  subscribeBrowser,
  subscriptionOf,
  unsubscribeBrowser,
} from '@/client/lib/device-push';
import { getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { getPushKey, removeSubscription, saveSubscription } from './api/push-subscriptions';

/**
 * Where notifications stand on this device for `email`: being read, not possible in this browser, blocked in
 * its settings, off, or on (this person subscribed here).
 */
export type DeviceNotifications = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

async function readState(email: string): Promise<DeviceNotifications> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await subscriptionOf(email).catch(() => null);
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * This device's notifications for the signed-in person, and how to turn them on (asking the browser's permission
 * only then, after the press) or off. Nothing is asked when the page opens.
 */
export function useDeviceNotifications(email: string) {
  const [state, setState] = useState<DeviceNotifications>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void readState(email).then((read) => current && setState(read));
    return () => {
      current = false;
    };
  }, [email]);

  const turnOn = useCallback(async () => {
    setBusy(true);
    try {
      const subscription = await oneSubscriptionChangeAtATime(async () => {
        const { publicKey } = await getPushKey();
        const made = await subscribeBrowser(email, publicKey);
        if (made) await saveSubscription(made);
        return made;
      });
      if (!subscription) {
        setState(Notification.permission === 'denied' ? 'blocked' : 'off');
        return;
      }
      setState('on');
      toast.success('Notifications are on for this device');
    } catch (error) {
      toast.error(getErrorMessage(error));
      setState(await readState(email));
    } finally {
      setBusy(false);
    }
  }, [email]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    try {
      await oneSubscriptionChangeAtATime(async () => {
        const endpoint = await unsubscribeBrowser();
        setState('off');
        if (endpoint) await removeSubscription(endpoint);
      });
      toast.success('Notifications are off for this device');
    } catch (error) {
      // The browser's subscription is over already: the shop forgets it at its next push, when it is refused.
      toast.error(getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }, []);

  return { state, busy, turnOn, turnOff };
}
