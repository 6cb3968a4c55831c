import webpush from 'web-push';
import type { AppDeps } from '../app-deps';
import type { VapidSettings } from '../push/push-settings';

/** The tests' VAPID keys: a pair made once per run, as the server makes its own when none is set. */
export const testVapid: VapidSettings = { ...webpush.generateVAPIDKeys(), subject: 'mailto:shop@brushwork.test' };

/** The tests' app knows these keys, and no push service beyond the known ones until a test adds its own. */
export const testPushDeps: AppDeps['push'] = { publicKey: testVapid.publicKey, endpointHosts: [] };

/** VAPID settings as the environment gives them: a fresh pair and a subject. */
export function vapidSettings() {
  const keys = webpush.generateVAPIDKeys();
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:shop@example.com',
  };
}
