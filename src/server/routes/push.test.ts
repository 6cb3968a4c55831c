import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookedVisit } from '@/shared/answers/visits';
import { startSession } from '../auth/user-sessions';
import type { DatabaseHandle } from '../db/client';
import { emails, pushSubscriptions } from '../db/schema';
import { jsonRequest, signedInUser, type TestApp, testSessions } from '../test/app';
import { testPushDeps } from '../test/push-keys';
import { newDeviceKeys } from '../test/push-service';
import { useTestApp } from '../test/use-test-app';
import { freeSlots, visitBody } from '../test/visits';

let database: DatabaseHandle, app: TestApp;
useTestApp((opened) => ({ database, app } = opened));

/** Stores a subscription of a known push service (nothing is sent in this file: no job runs). */
async function subscribe(auth: Record<string, string>, name: string) {
  const keys = newDeviceKeys();
  const endpoint = `https://fcm.googleapis.com/fcm/send/${name}`;
  const response = await app.request(
    '/api/push/subscriptions',
    jsonRequest('POST', { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }, auth),
  );
  expect(response.status).toBe(201);
  return endpoint;
}

const devicesOf = async (userId: string) =>
  (await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map(
    (row) => row.endpoint,
  );
const pushesTo = (address: string) =>
  database.db
    .select()
    .from(emails)
    .where(and(eq(emails.channel, 'push'), eq(emails.toAddress, address)));

describe('push subscriptions', () => {
  it('gives anyone the shop’s public key to subscribe with', async () => {
    const response = await app.request('/api/push/key');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ publicKey: testPushDeps.publicKey });
  });

  it('belong to the session that stored them: signing out of one device removes that device’s alone', async () => {
    const { user, auth } = await signedInUser(database);
    const otherToken = await startSession(database.db, testSessions, user.id);
    const phone = await subscribe(auth, 'signing-out-phone');
    const laptop = await subscribe({ Authorization: `Bearer ${otherToken}` }, 'staying-laptop');
    expect((await devicesOf(user.id)).sort()).toEqual([laptop, phone].sort());
    expect((await app.request('/api/session', { method: 'DELETE', headers: auth })).status).toBe(204);
    expect(await devicesOf(user.id)).toEqual([laptop]);
    const everywhere = { method: 'DELETE', headers: { Authorization: `Bearer ${otherToken}` } };
    expect((await app.request('/api/sessions', everywhere)).status).toBe(204);
    expect(await devicesOf(user.id)).toEqual([]);
  });

  it('moves to whoever subscribes the same browser next, without what waited for the previous person', async () => {
    const first = await signedInUser(database);
    const second = await signedInUser(database);
    const endpoint = await subscribe(first.auth, 'shared-tablet');
    const book = await app.request(
      '/api/bookings',
      jsonRequest('POST', visitBody((await freeSlots(app))[0]!.start, { email: first.user.email }), first.auth),
    );
    expect(book.status).toBe(201);
    expect(await pushesTo(first.user.email)).not.toEqual([]);
    await subscribe(second.auth, 'shared-tablet');
    expect(await devicesOf(first.user.id)).toEqual([]);
    expect(await devicesOf(second.user.id)).toEqual([endpoint]);
    expect(await pushesTo(first.user.email)).toEqual([]);
    expect(await pushesTo(second.user.email)).toEqual([]);
  });

  it('are turned off by their owner only, answering 204 either way', async () => {
    const owner = await signedInUser(database);
    const other = await signedInUser(database);
    const endpoint = await subscribe(owner.auth, 'turned-off');
    const off = (auth: Record<string, string>) =>
      app.request('/api/push/subscriptions', jsonRequest('DELETE', { endpoint }, auth));
    expect((await off(other.auth)).status).toBe(204);
    expect(await devicesOf(owner.user.id)).toEqual([endpoint]);
    expect((await off(owner.auth)).status).toBe(204);
    expect((await off(owner.auth)).status).toBe(204);
    expect(await devicesOf(owner.user.id)).toEqual([]);
  });
});

describe('push preferences', () => {
  it('are every kind on until chosen, a customer’s three and an admin’s six', async () => {
    const customer = await signedInUser(database);
    const admin = await signedInUser(database, { role: 'admin' });
    const read = async (auth: Record<string, string>) =>
      (await app.request('/api/push/preferences', { headers: auth })).json();
    expect(await read(customer.auth)).toEqual({ orders: true, quotes: true, visits: true });
    expect(await read(admin.auth)).toEqual({
      orders: true,
      quotes: true,
      visits: true,
      newOrders: true,
      newQuoteRequests: true,
      newVisits: true,
    });
    const change = (auth: Record<string, string>, body: unknown) =>
      app.request('/api/push/preferences', jsonRequest('PUT', body, auth));
    expect(await (await change(customer.auth, { visits: false })).json()).toEqual({
      orders: true,
      quotes: true,
      visits: false,
    });
    expect(await (await change(customer.auth, { quotes: false })).json()).toMatchObject({
      quotes: false,
      visits: false,
    });
    const refused = await change(customer.auth, { newOrders: true });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: { issues: [{ path: 'newOrders' }] } });
    expect((await change(customer.auth, {})).status).toBe(422);
    expect((await change(customer.auth, { orders: 'yes' })).status).toBe(422);
    expect((await change(customer.auth, { everything: false })).status).toBe(422);
    expect(await (await change(admin.auth, { newVisits: false })).json()).toMatchObject({ newVisits: false });
  });
});

describe('what an email’s event notifies', () => {
  const laterSlot = async () =>
    (await freeSlots(app)).find((free) => Date.parse(free.start) > Date.now() + 2 * 86_400_000)!.start;

  it('tells no account of a visit booked signed out with its address, but tells admins of the new visit', async () => {
    const customer = await signedInUser(database);
    const admin = await signedInUser(database, { role: 'admin' });
    await subscribe(customer.auth, 'anonymous-target');
    await subscribe(admin.auth, 'visits-tablet');
    const start = await laterSlot();
    const booked = await app.request(
      '/api/bookings',
      jsonRequest('POST', visitBody(start, { email: customer.user.email })),
    );
    expect(booked.status).toBe(201);
    expect(await pushesTo(customer.user.email)).toEqual([]);
    expect((await pushesTo(admin.user.email)).map((row) => row.subject)).toContain('New visit booked');
  });

  it('keeps a reminder’s notification due with it, and deletes it with the reminder when the visit is cancelled', async () => {
    const customer = await signedInUser(database);
    await subscribe(customer.auth, 'reminded-phone');
    const response = await app.request(
      '/api/bookings',
      jsonRequest('POST', visitBody(await laterSlot(), { email: customer.user.email }), customer.auth),
    );
    const visit = (await response.json()) as BookedVisit;
    const reminder = (await pushesTo(customer.user.email)).find((row) => row.kind === 'visit-reminder');
    expect(reminder?.sendAfter.getTime()).toBe(Date.parse(visit.start) - 86_400_000);
    expect(reminder?.data).toMatchObject({ title: 'Your colour consultation is tomorrow', url: '/dashboard/visits' });
    const cancelled = await app.request(`/api/bookings/${visit._id}`, { method: 'DELETE', headers: customer.auth });
    expect(cancelled.status).toBe(200);
    expect((await pushesTo(customer.user.email)).map((row) => row.kind)).toEqual(['visit-booked']);
  });
});
