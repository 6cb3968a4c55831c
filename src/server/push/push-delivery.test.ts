import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { jsonRequest, placedOrder, signedInUser, type TestApp } from '../test/app';
import { createTool } from '../test/factories';
import { payOrder } from '../test/paid-orders';
import { notificationsOf, pushDepsFor, pushRowsOf, subscribeDevice, usePushJob } from '../test/push-devices';
import { startPushService } from '../test/push-service';
import { createQuoteRequest, quoteBody, quoteCalls } from '../test/quotes';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;
const service = await startPushService();
useTestApp((opened) => ({ database, app } = opened), { overrides: { push: pushDepsFor(service) } });
const runJob = usePushJob(() => database, service);

const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

async function paidOrder(auth: Record<string, string>) {
  const tool = await createTool(database.db, { availableQuantity: 50, priceCents: 2500 });
  return payOrder(app, auth, await placedOrder(app, auth, tool.id, 2));
}

describe('push notifications reach subscribed devices, encrypted for each', () => {
  it('tells a customer their order is paid and shipped, and an admin of the new paid order', async () => {
    const customer = await signedInUser(database);
    const admin = await signedInUser(database, { role: 'admin' });
    const phone = await subscribeDevice(app, customer.auth, service, 'customer-phone');
    const tablet = await subscribeDevice(app, admin.auth, service, 'admin-tablet');

    const order = await paidOrder(customer.auth);
    const shipment = { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA1' };
    expect((await app.request(`/api/orders/${order._id}`, jsonRequest('PUT', shipment, admin.auth))).status).toBe(200);
    await runJob();

    const mine = { url: `/dashboard/myOrders/${order._id}`, tag: `order:${order._id}` };
    expect(await notificationsOf(service, phone)).toEqual([
      { title: `Order ${orderNumber(order._id)} is paid`, body: 'Thank you. We will tell you when it ships.', ...mine },
      { title: 'Your order is on its way', body: `Order ${orderNumber(order._id)} has shipped with UPS.`, ...mine },
    ]);
    expect(await notificationsOf(service, tablet)).toEqual([
      {
        title: 'New paid order',
        body: `Order ${orderNumber(order._id)} ($50.00) is paid and waits to be shipped.`,
        url: `/dashboard/orders/${order._id}`,
        tag: `new-order:${order._id}`,
      },
    ]);
    // Only what the notification shows and opens: no address, no names, no tracking number.
    for (const push of service.received) {
      expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'normal' });
      expect(push.headers.topic).toMatch(/^[\w-]{32}$/);
      expect(push.body.toString('latin1')).not.toContain('Oak Road');
    }
    expect((await pushRowsOf(database)).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    const [device] = (await (await app.request('/api/push/subscriptions', { headers: customer.auth })).json()) as {
      lastSentAt: string | null;
    }[];
    expect(Date.parse(device!.lastSentAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('tells a customer their quote is ready, on each of their devices', async () => {
    const customer = await signedInUser(database);
    const admin = await signedInUser(database, { role: 'admin' });
    const devices = [
      await subscribeDevice(app, customer.auth, service, 'quote-phone'),
      await subscribeDevice(app, customer.auth, service, 'quote-tablet'),
    ];
    const calls = quoteCalls(app);
    const request = await createQuoteRequest(database.db, customer.user.id);
    const { body: draft } = await calls.create(admin.auth, quoteBody(request.id));
    expect((await calls.send(admin.auth, draft._id)).status).toBe(200);
    await runJob();
    for (const device of devices) {
      const [ready, ...others] = await notificationsOf(service, device);
      expect(others).toEqual([]);
      expect(ready).toMatchObject({
        title: 'Your painting quote is ready',
        body: expect.stringMatching(/^Quote [0-9A-F]{8}: \$1,234\.56, to accept by \w+day \d+ \w+ \d{4}\.$/),
        url: `/dashboard/quotes/${draft._id}`,
        tag: `quote:${draft._id}`,
      });
    }
  });

  it('tells admins of a new quote request through the same queue, and no one of what they turned off', async () => {
    const customer = await signedInUser(database);
    const admin = await signedInUser(database, { role: 'admin' });
    const tablet = await subscribeDevice(app, admin.auth, service, 'quiet-tablet');
    const phone = await subscribeDevice(app, customer.auth, service, 'quiet-phone');
    const off = await app.request('/api/push/preferences', jsonRequest('PUT', { orders: false }, customer.auth));
    expect(await off.json()).toEqual({ orders: false, quotes: true, visits: true });
    const adminOff = await app.request('/api/push/preferences', jsonRequest('PUT', { newOrders: false }, admin.auth));
    expect(adminOff.status).toBe(200);

    await paidOrder(customer.auth);
    const room = { name: 'Hall', surfaces: ['walls'], size: 'small', colours: 'White' };
    const asked = await app.request(
      '/api/quote-requests',
      jsonRequest(
        'POST',
        { address: '3 Elm Street', rooms: [room] },
        { ...customer.auth, 'Idempotency-Key': crypto.randomUUID() },
      ),
    );
    expect(asked.status).toBe(201);
    await runJob();
    expect(await notificationsOf(service, phone)).toEqual([]);
    expect(await notificationsOf(service, tablet)).toEqual([
      expect.objectContaining({ title: 'New quote request', body: '1 room, 0 photos.' }),
    ]);
  });
});
