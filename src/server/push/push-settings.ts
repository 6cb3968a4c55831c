import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/** The keys push services know the shop by (VAPID, RFC 8292), and who to contact about its pushes. */
export type VapidSettings = { publicKey: string; privateKey: string; subject: string };

/**
 * How the shop sends notifications: its VAPID keys (and where they come from, for the start-up log), and
 * the hosts beyond the known push services it may POST to (`PUSH_ENDPOINT_HOSTS`, lower-cased `host[:port]`).
 */
export type PushSettings = { vapid: VapidSettings; vapidFrom: string; endpointHosts: string[] };

type PushEnvironment = {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  PUSH_ENDPOINT_HOSTS?: string;
  SHOP_EMAIL: string;
};

const keysFile = 'vapid-keys.json';

/** A key pair generated once and kept in the data folder, like the session secret: subscriptions outlive restarts. */
function generatedKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, keysFile);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** Whether `privateKey` (32 bytes, base64url) is the private half of `publicKey` (65 bytes, uncompressed P-256). */
function isKeyPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
}

const hostPattern = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/**
 * Reads the push settings: all three VAPID settings or none (then a pair generated once into the data folder,
 * refused in production, where subscriptions must survive a new machine), a key pair that belongs together, a
 * subject push services accept (`mailto:` or `https:`), and `PUSH_ENDPOINT_HOSTS` as `host[:port]` entries.
 */
export function readPushSettings(
  source: PushEnvironment,
  { dataDir, production, refuse }: { dataDir: string; production: boolean; refuse: (problem: string) => never },
): PushSettings {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = source;
  const given = [publicKey, privateKey, subject];
  if (given.some(Boolean) && !given.every(Boolean))
    refuse('set all of VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT, or none to generate a pair.');
  if (production && !publicKey)
    refuse('production needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT: devices subscribe to those keys.');
  if (publicKey && privateKey && !isKeyPair(publicKey, privateKey))
    refuse('VAPID_PRIVATE_KEY is not the private key of VAPID_PUBLIC_KEY (both base64url, as web-push makes them).');
  if (subject && !/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject))
    refuse('VAPID_SUBJECT must be a mailto: address or an https: URL, for push services to contact the shop.');
  const endpointHosts = (source.PUSH_ENDPOINT_HOSTS ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const wrong = endpointHosts.find((entry) => !hostPattern.test(entry));
  if (wrong) refuse(`PUSH_ENDPOINT_HOSTS: "${wrong}" is not a host or host:port.`);
  if (publicKey && privateKey && subject)
    return { vapid: { publicKey, privateKey, subject }, vapidFrom: 'the VAPID_* settings', endpointHosts };
  return {
    vapid: { ...generatedKeys(dataDir), subject: `mailto:${source.SHOP_EMAIL}` },
    vapidFrom: path.join(dataDir, keysFile),
    endpointHosts,
  };
}
