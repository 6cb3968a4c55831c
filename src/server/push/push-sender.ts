import { createHash } from 'node:crypto';
import { Agent } from 'node:https';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import type { EmailRow } from '../mail/mail-queue';
import { log } from '../observability/log';
import { trustedCertificateAuthorities } from './certificate-authorities';
import { checkedEndpoint } from './endpoint-policy';
import type { PushPayload } from './notifications';
import { postToPushService } from './push-request';
import type { VapidSettings } from './push-settings';

/** A try the push service asked to repeat later (429): the queue waits `retryAfterMs` instead of its backoff. */
export class RetryAfterError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const dayMs = 24 * 60 * 60 * 1000;

/** Retry-After as seconds or an HTTP date, within a second and a day; undefined when it says neither. */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const wait = /^\d+$/.test(value.trim()) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isNaN(wait) ? undefined : Math.min(Math.max(wait, 1000), dayMs);
}

/** The push service's Topic for a tag: an undelivered notification of the same subject is replaced there too. */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

export type PushSenderOptions = {
  vapid: VapidSettings;
  /** `PUSH_ENDPOINT_HOSTS`: checked again at each send, so a host the operator removed is never POSTed to. */
  endpointHosts: readonly string[];
  /** The CAs to trust; the system's, Node's and NODE_EXTRA_CA_CERTS when not given (tests give their own). */
  certificateAuthorities?: string[];
  /** How long the push service keeps a notification for a device that is off (seconds). */
  ttlSeconds?: number;
};

/**
 * Sends one notification row of the queue to its device: its payload encrypted for the subscription's keys
 * (aes128gcm, RFC 8291) and signed with the shop's VAPID keys, within 10 s. A subscription the push service no
 * longer knows (404, 410), or whose host is no longer allowed, is removed with its waiting rows (this one too),
 * and nothing is retried; a 429 waits for its Retry-After; any other failure is retried like an email's.
 */
export function createPushSender(db: Database, options: PushSenderOptions) {
  const { vapid, endpointHosts, ttlSeconds = 24 * 60 * 60 } = options;
  const agent = new Agent({ ca: options.certificateAuthorities ?? trustedCertificateAuthorities() });
  const forget = (id: string) => db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return async (row: EmailRow): Promise<void> => {
    if (!row.subscriptionId) throw new Error('A notification without its device cannot be sent.');
    const [device] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId));
    // Turned off meanwhile: its rows, this one with them, went with it.
    if (!device) return;
    const endpoint = checkedEndpoint(device.endpoint, endpointHosts);
    if (!endpoint) {
      await forget(device.id);
      return;
    }
    const payload = row.data as PushPayload;
    const details = webpush.generateRequestDetails(
      { endpoint: endpoint.href, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        contentEncoding: 'aes128gcm',
        TTL: ttlSeconds,
        urgency: 'normal',
        topic: topicOf(payload.tag),
      },
    );
    const answer = await postToPushService(endpoint, details, { agent, timeoutMs: 10_000 });
    if (answer.statusCode >= 200 && answer.statusCode < 300) {
      await db.update(pushSubscriptions).set({ lastSentAt: new Date() }).where(eq(pushSubscriptions.id, device.id));
      return;
    }
    const answered = `The push service answered ${answer.statusCode}`;
    if (answer.statusCode === 404 || answer.statusCode === 410) {
      log.info({ subscriptionId: device.id }, `${answered}: the device unsubscribed, so it is forgotten.`);
      await forget(device.id);
      return;
    }
    const wait = answer.statusCode === 429 ? retryAfterMs(answer.headers['retry-after']) : undefined;
    if (wait !== undefined) throw new RetryAfterError(`${answered}; it asked to wait.`, wait);
    throw new Error(`${answered}${answer.body ? `: ${answer.body.slice(0, 200)}` : '.'}`);
  };
}
