import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { emails } from '../db/schema';
import { type MailJob, startMailJob } from '../mail/mail-job';
import type { PushPayload } from '../push/notifications';
import { createPushSender } from '../push/push-sender';
import { jsonRequest, type TestApp, testMailQueue } from './app';
import { testVapid } from './push-keys';
import { decryptPush, type DeviceKeys, newDeviceKeys, type PushService, vapidSigner } from './push-service';

/** A device of a test: its name on the push service (the endpoint's last segment) and its keys. */
export type TestDevice = DeviceKeys & { name: string; endpoint: string };

/** Subscribes a new device of the caller's through the API, as the profile page does. */
export async function subscribeDevice(app: TestApp, auth: Record<string, string>, service: PushService, name: string) {
  const keys = newDeviceKeys();
  const endpoint = service.endpoint(name);
  const response = await app.request(
    '/api/push/subscriptions',
    jsonRequest('POST', { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }, auth),
  );
  if (response.status !== 201) throw new Error(`Subscribing answered ${response.status}: ${await response.text()}`);
  return { ...keys, name, endpoint } satisfies TestDevice;
}

/**
 * What reached `device`, as it reads it: each push decrypted with its keys (throwing when one does not
 * decrypt) after its VAPID signature was checked against the shop's key.
 */
export async function notificationsOf(service: PushService, device: TestDevice): Promise<PushPayload[]> {
  const pushes = service.received.filter((push) => push.device === device.name);
  const read: PushPayload[] = [];
  for (const push of pushes) {
    if ((await vapidSigner(push.headers, service.origin)) !== testVapid.publicKey)
      throw new Error('Signed by another key.');
    read.push(JSON.parse(decryptPush(push.body, device)) as PushPayload);
  }
  return read;
}

/** The queue's notification rows of one device, by its endpoint's name. */
export const pushRowsOf = (database: DatabaseHandle, status?: 'waiting' | 'sent' | 'failed') =>
  database.db
    .select()
    .from(emails)
    .where(and(eq(emails.channel, 'push'), ...(status ? [eq(emails.status, status)] : [])));

/** The app's push settings that let subscriptions name `service`. */
export const pushDepsFor = (service: PushService) => ({
  publicKey: testVapid.publicKey,
  endpointHosts: [service.host],
});

/**
 * The queue's job of one test file, once its database is open (call after useTestApp), sending notifications to
 * `service` and trusting its CA; it stops the service at the end.
 */
export function usePushJob(database: () => DatabaseHandle, service: PushService) {
  const state = {} as { job: MailJob };
  beforeAll(() => {
    const push = createPushSender(database().db, {
      vapid: testVapid,
      endpointHosts: [service.host],
      certificateAuthorities: [service.certificateAuthority],
    });
    state.job = startMailJob(database(), testMailQueue, undefined, { everyMs: 60 * 60 * 1000, push });
  });
  afterAll(async () => {
    await state.job?.stop();
    await service.stop();
  });
  /** Sends what is due, twice at once as two processes would, then once more for what came meanwhile. */
  return async () => {
    await Promise.all([state.job.runOnce(), state.job.runOnce()]);
    return state.job.runOnce();
  };
}
