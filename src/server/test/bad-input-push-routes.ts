import { badgeSeen, pushPreferences, pushSubscriptions } from '../db/schema';
import type { BadInputWorld, WriteRoute } from './bad-input-world';
import { newDeviceKeys } from './push-service';

/** The writes of push notifications and the badge that take a JSON body, as `world`'s customer. */
export function pushWriteRoutes(world: BadInputWorld): WriteRoute[] {
  const keys = newDeviceKeys();
  const endpoint = 'https://fcm.googleapis.com/fcm/send/bad-input';
  return [
    {
      name: 'POST /push/subscriptions',
      method: 'POST',
      path: () => '/api/push/subscriptions',
      auth: () => world.customer.auth,
      valid: () => ({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }),
      table: pushSubscriptions,
    },
    {
      name: 'DELETE /push/subscriptions',
      method: 'DELETE',
      path: () => '/api/push/subscriptions',
      auth: () => world.customer.auth,
      valid: () => ({ endpoint }),
      table: pushSubscriptions,
    },
    {
      name: 'PUT /push/preferences',
      method: 'PUT',
      path: () => '/api/push/preferences',
      auth: () => world.customer.auth,
      valid: () => ({ orders: false, visits: true }),
      table: pushPreferences,
    },
    {
      name: 'PUT /badge/seen',
      method: 'PUT',
      path: () => '/api/badge/seen',
      auth: () => world.customer.auth,
      valid: () => ({ area: 'orders' }),
      table: badgeSeen,
    },
  ];
}
