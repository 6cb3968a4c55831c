import { madeWithKey, oneSubscriptionChangeAtATime, subscribeWithKey, subscriptionOf } from '@/client/lib/device-push';
import { getPushKey, saveSubscription } from './api/push-subscriptions';

/**
 * At start, signed in: stores this device's subscription again, when its person turned notifications on here.
 * The shop keeps it with the session it was stored in, and a session left unrenewed for a month is forgotten
 * (so is its subscription); a browser may also have renewed its endpoint; and when the shop's keys changed, the
 * subscription is made again with the new one (permission was given: nothing is asked). Offline, the next
 * start does it.
 */
export function keepSubscription(email: string) {
  return oneSubscriptionChangeAtATime(async () => {
    if (Notification.permission !== 'granted') return;
    const subscription = await subscriptionOf(email);
    if (!subscription) return;
    try {
      const { publicKey } = await getPushKey();
      await saveSubscription(
        madeWithKey(subscription, publicKey) ? subscription : await subscribeWithKey(email, publicKey),
      );
    } catch {
      // Kept as it was: the next start tries again.
    }
  });
}
