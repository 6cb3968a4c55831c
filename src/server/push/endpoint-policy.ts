import { createECDH } from 'node:crypto';
import type { PushSubscriptionInput } from '@/shared/schemas/push';
import { ApiError } from '../http/errors';

/**
 * The push services browsers subscribe with, by host: Google's (Chrome, Edge on Android, Samsung Internet),
 * Mozilla's (Firefox), Apple's (Safari, iOS home-screen apps) and Microsoft's (Edge on Windows). Each is
 * reached on the default https port only.
 */
const knownPushServices: ((host: string) => boolean)[] = [
  (host) => host === 'fcm.googleapis.com' || host === 'android.googleapis.com',
  (host) => host === 'push.services.mozilla.com' || host.endsWith('.push.services.mozilla.com'),
  (host) => host === 'push.apple.com' || host.endsWith('.push.apple.com'),
  (host) => host.endsWith('.notify.windows.com'),
];

/**
 * Whether the server may POST to `endpoint`: an https URL without credentials, on a known push service's host
 * (its default port), or on a `host[:port]` the operator listed in PUSH_ENDPOINT_HOSTS (a self-hosted push
 * service, the tests' own). Anything else would let anyone make the shop send requests where they like.
 */
export function endpointAllowed(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  // `host` leaves out the default port, as PUSH_ENDPOINT_HOSTS entries without one do.
  if (extraHosts.includes(url.host.toLowerCase())) return true;
  return url.port === '' && knownPushServices.some((known) => known(url.hostname.toLowerCase()));
}

const refused = (path: string, message: string) => new ApiError(422, 'invalid', message, [{ path, message }]);

/** Whether `key` is a point on P-256 (what a browser's p256dh is): payloads could not be encrypted to another. */
function isP256Point(key: Buffer): boolean {
  if (key.length !== 65 || key[0] !== 4) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks a subscription before it is stored: 422 for an endpoint the server would not POST to, or keys that no
 * payload could be encrypted with. Nothing is requested from the endpoint meanwhile.
 */
export function checkSubscription(input: PushSubscriptionInput, extraHosts: readonly string[]) {
  if (!endpointAllowed(input.endpoint, extraHosts))
    throw refused(
      'endpoint',
      'Notifications can only be sent through a known push service (Google, Mozilla, Apple or Microsoft).',
    );
  if (!isP256Point(Buffer.from(input.keys.p256dh, 'base64url')))
    throw refused('keys.p256dh', 'The key p256dh is not a P-256 public key.');
  if (Buffer.from(input.keys.auth, 'base64url').length !== 16)
    throw refused('keys.auth', 'The key auth must be 16 bytes.');
}
