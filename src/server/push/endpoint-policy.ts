import { createECDH } from 'node:crypto';
import type { PushSubscriptionInput } from '@/shared/schemas/push';
import { invalidField } from '../http/errors';

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

/** A DNS name of letters, digits and hyphens whose last label is not a number: never an IP literal. */
const dnsName = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The endpoint as the URL the server will POST to, or undefined when it may not: an https URL without
 * credentials, in printable ASCII with none of the characters that parsers read differently (a legacy parser
 * ends the host at `{`, `}`, `|`, `\`, `^` or a backtick, where the WHATWG parser goes on), written exactly as
 * `new URL()` writes it, on a known push service's DNS name (its default port), or on a `host[:port]` the
 * operator listed in PUSH_ENDPOINT_HOSTS (a self-hosted push service, the tests' own). The sender POSTs to this
 * URL object itself, so what was checked is where the request goes.
 */
export function checkedEndpoint(endpoint: string, extraHosts: readonly string[]): URL | undefined {
  if (!/^[\x21-\x7e]+$/.test(endpoint) || /[{}|\\^`<>"]/.test(endpoint)) return undefined;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return undefined;
  }
  if (url.href !== endpoint || url.protocol !== 'https:' || url.username || url.password) return undefined;
  // `host` leaves out the default port, as PUSH_ENDPOINT_HOSTS entries without one do.
  if (extraHosts.includes(url.host)) return url;
  const known = url.port === '' && dnsName.test(url.hostname) && knownPushServices.some((is) => is(url.hostname));
  return known ? url : undefined;
}

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
  if (!checkedEndpoint(input.endpoint, extraHosts))
    throw invalidField(
      'endpoint',
      'Notifications can only be sent to a plain https address of a known push service (Google, Mozilla, Apple or Microsoft).',
    );
  if (!isP256Point(Buffer.from(input.keys.p256dh, 'base64url')))
    throw invalidField('keys.p256dh', 'The key p256dh is not a P-256 public key.');
  if (Buffer.from(input.keys.auth, 'base64url').length !== 16)
    throw invalidField('keys.auth', 'The key auth must be 16 bytes.');
}
