import { subscriptionOf } from '@/client/lib/device-push';
import { saveSubscription } from './api/push-subscriptions';

/**
 * At start, signed in: stores this device's subscription again, when its person turned notifications on here.
 * The shop keeps it with the session it was stored in, and a session left unrenewed for a month is forgotten
 * (so is its subscription); a browser may also have renewed its endpoint. Offline, the next start does it.
 */
export async function keepSubscription(email: string) {
  if (Notification.permission !== 'granted') return;
  const subscription = await subscriptionOf(email);
  if (subscription) await saveSubscription(subscription).catch(() => undefined);
}
