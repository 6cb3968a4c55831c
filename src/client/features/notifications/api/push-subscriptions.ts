import type { PushSubscriptionInput } from '@/shared/schemas/push';
import { apiGet, authorizedRequest } from '@/client/lib/api-client';

/** The shop's public VAPID key, which the browser subscribes with. */
export const getPushKey = () => apiGet<{ publicKey: string }>('/api/push/key');

/** Stores this device's subscription for the signed-in user (and their session here). */
export const saveSubscription = (subscription: PushSubscription) => {
  const { endpoint, keys } = subscription.toJSON() as Partial<PushSubscriptionInput>;
  return authorizedRequest<{ _id: string; endpoint: string }>('/api/push/subscriptions', {
    method: 'POST',
    body: { endpoint, keys },
  });
};

/** Tells the shop this device's subscription is over. */
export const removeSubscription = (endpoint: string) =>
  authorizedRequest<void>('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } });
