import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { emails, pushSubscriptions } from '../db/schema';
import { jsonRequest, placedOrder, signedInUser, type TestApp } from '../test/app';
import { createTool } from '../test/factories';
import { payOrder } from '../test/paid-orders';
import { notificationsOf, pushDepsFor, pushRowsOf, subscribeDevice, usePushJob } from '../test/push-devices';
import { newDeviceKeys, startPushService } from '../test/push-service';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;
const service = await startPushService();
useTestApp((opened) => ({ database, app } = opened), {
  overrides: { push: pushDepsFor(service) },
  freshEachTest: [emails, pushSubscriptions],
});
const runJob = usePushJob(() => database, service);

async function customerWithDevice(name: string) {
  const customer = await signedInUser(database);
  const device = await subscribeDevice(app, customer.auth, service, name);
  const tool = await createTool(database.db, { availableQuantity: 100 });
  const payAnOrder = async () => payOrder(app, customer.auth, await placedOrder(app, customer.auth, tool.id));
  return { ...customer, device, payAnOrder };
}

/** The waiting rows' wait is over, as if their time had passed. */
const timePasses = () =>
  database.db
    .update(emails)
    .set({ sendAfter: sql`now() - interval '1 second'` })
    .where(eq(emails.status, 'waiting'));

describe('a push service that fails', () => {
  it('keeps each notification through an outage and delivers each exactly once when it is back', async () => {
    const { device, payAnOrder } = await customerWithDevice('outage-phone');
    await service.stop();
    const orders = [await payAnOrder(), await payAnOrder(), await payAnOrder()];
    await runJob();
    const waiting = await pushRowsOf(database, 'waiting');
    expect(waiting).toHaveLength(3);
    for (const row of waiting) {
      expect(row).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });
      expect(row.sendAfter.getTime()).toBeGreaterThan(Date.now() + 30_000);
    }

    await service.restart();
    await timePasses();
    await runJob();
    const tags = (await notificationsOf(service, device)).map((payload) => payload.tag);
    expect(tags.sort()).toEqual(orders.map((order) => `order:${order._id}`).sort());
    expect((await pushRowsOf(database)).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    await runJob();
    expect(await notificationsOf(service, device)).toHaveLength(3);
  });

  it('forgets a device the push service answers 410 (or 404) for, with what waited for it, and sends it nothing more', async () => {
    const { device, payAnOrder } = await customerWithDevice('gone-phone');
    const before = service.requestCount();
    service.answerNext({ status: 410 });
    await payAnOrder();
    await runJob();
    expect(service.requestCount()).toBe(before + 1);
    expect(await database.db.select().from(pushSubscriptions)).toEqual([]);
    expect(await pushRowsOf(database)).toEqual([]);

    await payAnOrder();
    await runJob();
    expect(service.requestCount()).toBe(before + 1);
    expect(await notificationsOf(service, device)).toEqual([]);

    const other = await customerWithDevice('lost-phone');
    service.answerNext({ status: 404 });
    await other.payAnOrder();
    await runJob();
    expect(await database.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('waits as long as a 429 asks (Retry-After), then delivers once', async () => {
    const { device, payAnOrder } = await customerWithDevice('busy-phone');
    service.answerNext({ status: 429, headers: { 'Retry-After': '120' } });
    const order = await payAnOrder();
    await runJob();
    const [row] = await pushRowsOf(database, 'waiting');
    expect(row).toMatchObject({ attempts: 1, lastError: 'The push service answered 429; it asked to wait.' });
    const wait = row!.sendAfter.getTime() - Date.now();
    expect(wait).toBeGreaterThan(110_000);
    expect(wait).toBeLessThanOrEqual(120_000);

    await runJob();
    expect(await notificationsOf(service, device)).toEqual([]);
    await timePasses();
    await runJob();
    expect((await notificationsOf(service, device)).map((payload) => payload.tag)).toEqual([`order:${order._id}`]);
  });

  it('retries any other failure with the mail’s backoff', async () => {
    const { device, payAnOrder } = await customerWithDevice('flaky-phone');
    service.answerNext({ status: 503 });
    await payAnOrder();
    await runJob();
    const [row] = await pushRowsOf(database, 'waiting');
    expect(row!.lastError).toBe('The push service answered 503.');
    expect(row!.sendAfter.getTime() - Date.now()).toBeGreaterThan(50_000);
    await timePasses();
    await runJob();
    expect(await notificationsOf(service, device)).toHaveLength(1);
  });
});

describe('endpoints the server would not POST to', () => {
  it('are refused with 422 and no request is made to them', async () => {
    const { auth } = await signedInUser(database);
    const keys = newDeviceKeys();
    const before = service.requestCount();
    const other = await startPushService();
    await other.stop();
    for (const endpoint of [
      'https://evil.example.com/push/1',
      service.endpoint('x').replace('https:', 'http:'),
      other.endpoint('unlisted'),
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:secret@fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://127.0.0.1/push/x',
    ]) {
      const response = await app.request(
        '/api/push/subscriptions',
        jsonRequest('POST', { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }, auth),
      );
      expect(response.status, endpoint).toBe(422);
      const body = (await response.json()) as { error: { issues: { path: string }[] } };
      expect(body.error.issues[0]!.path).toBe('endpoint');
    }
    expect(service.requestCount()).toBe(before);
    expect(await database.db.select().from(pushSubscriptions)).toEqual([]);

    // The known push services' endpoints, and the listed host, are taken; storing one requests nothing either.
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      service.endpoint('listed'),
    ]) {
      const response = await app.request(
        '/api/push/subscriptions',
        jsonRequest('POST', { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }, auth),
      );
      expect(response.status, endpoint).toBe(201);
    }
    expect(service.requestCount()).toBe(before);
  });
});
