import { useQueryClient } from '@tanstack/react-query';
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
import { pushKeys } from './api/push-keys';
import { getPushKey, removeSubscription, saveSubscription } from './api/push-subscriptions';

/**
 * Where notifications stand on this device for `email`: being read, not possible in this browser, blocked in
 * its settings, off, or on (this person subscribed here).
 */
export type DeviceNotifications = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

type DeviceState = { state: DeviceNotifications; endpoint?: string };

async function readState(email: string): Promise<DeviceState> {
  if (!pushSupported()) return { state: 'unsupported' };
  if (Notification.permission === 'denied') return { state: 'blocked' };
  const subscription = await subscriptionOf(email).catch(() => null);
  return subscription && Notification.permission === 'granted'
    ? { state: 'on', endpoint: subscription.endpoint }
    : { state: 'off' };
}

/**
 * This device's notifications for the signed-in person, and how to turn them on (asking the browser's permission
 * only then, after the press) or off. Nothing is asked when the page opens.
 */
export function useDeviceNotifications(email: string) {
  const queryClient = useQueryClient();
  const [{ state, endpoint }, setDevice] = useState<DeviceState>({ state: 'checking' });
  const setState = useCallback(
    (next: DeviceNotifications, on?: string) => setDevice({ state: next, endpoint: on }),
    [],
  );
  const [busy, setBusy] = useState(false);
  const devicesChanged = useCallback(
    () => queryClient.invalidateQueries({ queryKey: pushKeys.devices(email) }),
    [queryClient, email],
  );

  useEffect(() => {
    let current = true;
    void readState(email).then((read) => current && setDevice(read));
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
      setState('on', subscription.endpoint);
      toast.success('Notifications are on for this device');
    } catch (error) {
      toast.error(getErrorMessage(error));
      setDevice(await readState(email));
    } finally {
      setBusy(false);
      void devicesChanged();
    }
  }, [email, setState, devicesChanged]);

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
      void devicesChanged();
    }
  }, [setState, devicesChanged]);

  /** This device was removed from the list of devices: the browser's subscription ends too. */
  const removedHere = useCallback(async () => {
    await oneSubscriptionChangeAtATime(() => unsubscribeBrowser());
    setState('off');
  }, [setState]);

  return { state, endpoint, busy, turnOn, turnOff, removedHere };
}
