import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { orders, pushSubscriptions, userSessions } from '../db/schema';
import { expireOrders } from '../expiry/order-holds';
import { apiClient } from '../test/api-client';
import { jsonRequest, placedOrder, signedInUser, type TestApp, testMailQueue } from '../test/app';
import { onPostgresProject, statementsWaitingForALock } from '../test/database';
import { createTool } from '../test/factories';
import { payOrder } from '../test/paid-orders';
import { newDeviceKeys } from '../test/push-service';
import { useTestApp } from '../test/use-test-app';
import { checkedEndpoint } from './endpoint-policy';

let database: DatabaseHandle, app: TestApp;
useTestApp((opened) => ({ database, app } = opened));

const phone = { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/131.0 Mobile Safari/537.36' };

const subscribe = (auth: Record<string, string>, endpoint: string) => {
  const { p256dh, auth: secret } = newDeviceKeys();
  return app.request(
    '/api/push/subscriptions',
    jsonRequest('POST', { endpoint, keys: { p256dh, auth: secret } }, auth),
  );
};
const endpointsOf = async (userId: string) =>
  (await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map(
    (row) => row.endpoint,
  );

describe('a push endpoint', () => {
  // Each is a URL that one parser reads to one host and another parser (or the check) to another, or one that
  // is not written as the WHATWG parser writes it, or names no push service's DNS name on its default port.
  const refused = [
    'https://127.0.0.1{.push.apple.com/x',
    'https://127.0.0.1}.push.apple.com/x',
    'https://127.0.0.1|.push.apple.com/x',
    'https://127.0.0.1^.push.apple.com/x',
    'https://fcm.googleapis.com\\@127.0.0.1/x',
    'https://evil.example\\.push.apple.com/x',
    'https://user:secret@fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com@127.0.0.1/fcm/send/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://FCM.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com/fcm/send/a b',
    'https://fcm.googleapis.com/fcm/send/a\tb',
    'https://fcm.googleapis.com./fcm/send/x',
    'https://fcm.googleapis.com',
    'http://fcm.googleapis.com/fcm/send/x',
    'https://127.0.0.1/x',
    'https://[::1]/x',
    'https://0x7f000001/x',
    'https://evil.example/push.apple.com',
    'https://push.apple.com.evil.example/x',
    'https://fcm.googleapis.com/fcm/send/é',
  ];

  it('is refused (422) when parsers could read it apart, and none is stored', async () => {
    const { user, auth } = await signedInUser(database);
    for (const endpoint of refused) {
      const response = await subscribe(auth, endpoint);
      expect(response.status, endpoint).toBe(422);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/./);
    }
    expect(await endpointsOf(user.id)).toEqual([]);
  });

  it('is taken as the URL that was checked: a known service, or an operator’s host with its port', () => {
    for (const endpoint of refused) expect(checkedEndpoint(endpoint, ['127.0.0.1:8443']), endpoint).toBeUndefined();
    const apple = 'https://web.push.apple.com/QGuQyavXutnMaD3Q4Y0E';
    expect(checkedEndpoint(apple, [])?.href).toBe(apple);
    const windows = 'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAC%2bX';
    expect(checkedEndpoint(windows, [])?.hostname).toBe('wns2-par02p.notify.windows.com');
    expect(checkedEndpoint('https://127.0.0.1:8443/push/a', ['127.0.0.1:8443'])?.port).toBe('8443');
    expect(checkedEndpoint('https://127.0.0.1:8444/push/a', ['127.0.0.1:8443'])).toBeUndefined();
  });
});

describe('a person’s devices', () => {
  it('are at most 10: the newest replaces the oldest, and the list names each, newest first', async () => {
    const { user, auth } = await signedInUser(database);
    const endpoint = (n: number) => `https://fcm.googleapis.com/fcm/send/cap-${user.id}-${n}`;
    for (let n = 1; n <= 12; n += 1) {
      expect((await subscribe({ ...auth, ...phone }, endpoint(n))).status).toBe(201);
      // Each its own moment, as devices come one after another.
      await database.db
        .update(pushSubscriptions)
        .set({ createdAt: new Date(Date.now() - (100 - n) * 60_000) })
        .where(eq(pushSubscriptions.endpoint, endpoint(n)));
    }
    expect((await endpointsOf(user.id)).sort()).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(endpoint).sort());
    const listed = await (await apiClient(app, auth).push.subscriptions.$get()).json();
    expect(listed.map((device) => device.endpoint)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map(endpoint));
    expect(listed[0]).toEqual({
      endpoint: endpoint(12),
      label: 'Chrome on Android',
      createdAt: expect.any(String),
      lastSentAt: null,
    });
    const other = await signedInUser(database);
    expect(await (await apiClient(app, other.auth).push.subscriptions.$get()).json()).toEqual([]);
    expect((await apiClient(app).push.subscriptions.$get()).status).toBe(401);
  });

  it('stores nothing for a session signed out of first, answering 401', async () => {
    const { user, auth } = await signedInUser(database);
    const [session] = await database.db.select().from(userSessions).where(eq(userSessions.userId, user.id));
    await database.db.delete(userSessions).where(eq(userSessions.id, session!.id));
    expect((await subscribe(auth, `https://fcm.googleapis.com/fcm/send/gone-${user.id}`)).status).toBe(401);
    expect(await endpointsOf(user.id)).toEqual([]);
  });
});

describe.skipIf(!onPostgresProject)('a sign-out at the moment a device subscribes (PostgreSQL)', () => {
  it('answers 401, never 500, and leaves no subscription for the session that is gone', async () => {
    const { user, auth } = await signedInUser(database);
    const [session] = await database.db.select().from(userSessions).where(eq(userSessions.userId, user.id));
    let subscribing: Promise<Response> | undefined;
    // The sign-out deletes the session and holds its transaction open until the subscription waits behind it:
    // the request saw the session signed in, and now writes for it.
    await database.db.transaction(async (tx) => {
      await tx.delete(userSessions).where(eq(userSessions.id, session!.id));
      subscribing = Promise.resolve(subscribe(auth, `https://fcm.googleapis.com/fcm/send/race-${user.id}`));
      await expect.poll(() => statementsWaitingForALock(database), { timeout: 10_000 }).toBe(1);
    });
    expect((await subscribing!).status).toBe(401);
    expect(await endpointsOf(user.id)).toEqual([]);
  });
});

/** `count` devices of one person straight into the database, past the API's bound: data an older version left. */
async function manyDevices(userId: string, count: number) {
  const [session] = await database.db.select().from(userSessions).where(eq(userSessions.userId, userId));
  const { p256dh, auth } = newDeviceKeys();
  await database.db.execute(sql`
    insert into ${pushSubscriptions} (user_id, session_id, endpoint, p256dh, auth)
    select ${userId}, ${session!.id}, 'https://fcm.googleapis.com/fcm/send/many-' || ${userId} || '-' || n, ${p256dh}, ${auth}
    from generate_series(1, ${count}) as n`);
}

describe('an event that notifies many devices', () => {
  it('is written whatever their number: an order paid, cancelled and expired with 7,000 devices a person', async () => {
    const admin = await signedInUser(database, { role: 'admin' });
    await manyDevices(admin.user.id, 7000);
    const customer = await signedInUser(database);
    await manyDevices(customer.user.id, 7000);
    const tool = await createTool(database.db, { availableQuantity: 10 });
    const order = await payOrder(app, customer.auth, await placedOrder(app, customer.auth, tool.id));
    expect(order.paid).toBe(true);
    const cancelled = await app.request(`/api/orders/${order._id}`, { method: 'DELETE', headers: admin.auth });
    expect(cancelled.status).toBe(200);
    const [written] = (
      (await database.db.execute(
        sql`select count(*)::int as count from emails where channel = 'push' and kind = 'order-cancelled'`,
      )) as unknown as { rows: { count: number }[] }
    ).rows;
    expect(written?.count).toBe(7000);

    // The shop-wide expiry job: the customer's next order runs out unpaid.
    const unpaid = await placedOrder(app, customer.auth, tool.id);
    await database.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, unpaid._id));
    await expireOrders(database.db, testMailQueue);
    const [expired] = await database.db.select().from(orders).where(eq(orders.id, unpaid._id));
    expect(expired?.status).toBe('expired');
  });
});
