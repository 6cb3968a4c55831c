import { newDeviceKeys } from './push-service';
import { everyone, type MatrixWorld, type Row, signedIn } from './authorization-rows';

let devices = 0;

/** A subscription's body for a device of its own, on a known push service: nothing is sent in the matrix. */
const subscription = () => {
  devices += 1;
  const keys = newDeviceKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${devices}`,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  };
};

/** The matrix rows of push notifications and the app's badge: the key for anyone, the rest one's own. */
export function pushRows(_world: MatrixWorld): Row[] {
  const body = (value: unknown) => async () => ({ body: value });
  const row = (method: string, route: string, prepare: () => Promise<{ body?: unknown }>, status: number): Row => ({
    method,
    route,
    prepare: async () => ({ path: route, ...(await prepare()) }),
    expect: signedIn(status),
  });
  return [
    { method: 'GET', route: '/api/push/key', prepare: async () => ({ path: '/api/push/key' }), expect: everyone(200) },
    row('GET', '/api/push/subscriptions', async () => ({}), 200),
    row('POST', '/api/push/subscriptions', async () => ({ body: subscription() }), 201),
    row('DELETE', '/api/push/subscriptions', async () => ({ body: { endpoint: subscription().endpoint } }), 204),
    row('GET', '/api/push/preferences', async () => ({}), 200),
    row('PUT', '/api/push/preferences', body({ orders: true }), 200),
    row('GET', '/api/badge', async () => ({}), 200),
    row('PUT', '/api/badge/seen', body({ area: 'orders' }), 200),
  ];
}
