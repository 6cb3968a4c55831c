import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookedVisit } from '@/shared/answers/visits';
import type { DatabaseHandle } from '../db/client';
import { emails, orders } from '../db/schema';
import { expireOrders } from '../expiry/order-holds';
import { markRefunded } from '../orders/refund';
import {
  jsonRequest,
  placedOrder,
  signedInUser,
  testMailSettings,
  testMoney,
  testMailQueue,
  type TestApp,
} from '../test/app';
import { createTool } from '../test/factories';
import { payOrder } from '../test/paid-orders';
import { useTestApp } from '../test/use-test-app';
import { freeSlots, visitBody } from '../test/visits';

let database: DatabaseHandle, app: TestApp;
useTestApp((opened) => ({ database, app } = opened));

const mailOf = (to: string) =>
  database.db.select().from(emails).where(eq(emails.toAddress, to)).orderBy(asc(emails.createdAt), asc(emails.kind));
const kindsTo = async (to: string) => (await mailOf(to)).map((row) => row.kind);

async function customerWithOrder() {
  const customer = await signedInUser(database);
  const tool = await createTool(database.db, { availableQuantity: 50, priceCents: 1250, name: 'Roller kit' });
  return { ...customer, order: await placedOrder(app, customer.auth, tool.id, 2) };
}

describe('order emails', () => {
  it('writes none when an order is placed, and one receipt however often its payment is recorded', async () => {
    const { auth, user, order } = await customerWithOrder();
    expect(await kindsTo(user.email)).toEqual([]);
    const paid = await payOrder(app, auth, order);
    // The customer's page records the same payment again (a retry, or the webhook beside it).
    const again = await app.request(
      `/api/payments/${order._id}`,
      jsonRequest('PATCH', { transactionId: paid.transactionId }, auth),
    );
    expect(again.status).toBe(200);
    const [receipt, ...others] = await mailOf(user.email);
    expect(others).toEqual([]);
    expect(receipt).toMatchObject({ kind: 'order-paid', dedupeKey: `order-paid:${order._id}` });
    expect(receipt!.data).toMatchObject({
      orderId: order._id,
      customerName: user.name,
      transactionId: paid.transactionId,
      totalCents: 2500,
      lines: [{ productName: 'Roller kit', quantity: 2, unitPriceCents: 1250, totalCents: 2500 }],
      address: order.userAddress,
    });
  });

  it('writes the shipment with its carrier and tracking, and the refund', async () => {
    const { auth, user, order } = await customerWithOrder();
    await payOrder(app, auth, order);
    const admin = (await signedInUser(database, { role: 'admin' })).auth;
    const shipment = { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA1' };
    expect((await app.request(`/api/orders/${order._id}`, jsonRequest('PUT', shipment, admin))).status).toBe(200);
    const refunded = await app.request(`/api/orders/${order._id}/refund`, { method: 'POST', headers: admin });
    expect(refunded.status).toBe(200);
    const rows = await mailOf(user.email);
    expect(rows.map((row) => row.kind)).toEqual(['order-paid', 'order-shipped', 'order-refunded']);
    expect(rows[1]!.data).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z999AA1' });
  });

  it('writes the expiry with the order’s lines', async () => {
    const { user, order } = await customerWithOrder();
    await database.db
      .update(orders)
      .set({ reservedUntil: sql`now() - interval '1 second'` })
      .where(eq(orders.id, order._id));
    expect(await expireOrders(database.db, testMailQueue, { orderId: order._id })).toBe(1);
    expect(await expireOrders(database.db, testMailQueue, { orderId: order._id })).toBe(0);
    const [expired, ...others] = await mailOf(user.email);
    expect(others).toEqual([]);
    expect(expired).toMatchObject({ kind: 'order-expired', status: 'waiting' });
    expect(expired!.data).toMatchObject({ orderId: order._id, lines: [{ productName: 'Roller kit', quantity: 2 }] });
  });

  it('writes nothing when the event’s transaction rolls back', async () => {
    const { auth, user, order } = await customerWithOrder();
    await payOrder(app, auth, order);
    await expect(
      database.db.transaction(async (tx) => {
        const seen = { refundedCents: 0, status: 'pending' } as const;
        await markRefunded(
          tx,
          { mailQueue: testMailQueue, money: testMoney(database) },
          { orderId: order._id, asked: {}, seen },
          { by: user.id, reason: 'Refunded by an admin.' },
        );
        throw new Error('the database went away before the commit');
      }),
    ).rejects.toThrow('went away');
    expect(await kindsTo(user.email)).toEqual(['order-paid']);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.status).toBe('pending');
  });
});

describe('visit emails', () => {
  const book = async (email: string, auth: Record<string, string> = {}) => {
    const slot = (await freeSlots(app)).find((free) => Date.parse(free.start) > Date.now() + 2 * 86_400_000)!;
    const response = await app.request('/api/bookings', jsonRequest('POST', visitBody(slot.start, { email }), auth));
    expect(response.status).toBe(201);
    return (await response.json()) as BookedVisit;
  };

  it('writes the confirmation with its manage link, the shop’s notice, and the reminder due a day before', async () => {
    const visit = await book('visitor.one@example.com');
    const [confirmation, reminder] = await mailOf('visitor.one@example.com');
    expect(confirmation).toMatchObject({ kind: 'visit-booked', status: 'waiting' });
    expect(confirmation!.data).toMatchObject({ visitId: visit._id, start: visit.start });
    // The manage link is kept apart, only until the email is sent.
    expect(confirmation!.data).not.toHaveProperty('managePath');
    expect(confirmation!.secrets).toEqual({ managePath: visit.manageUrl });
    expect(reminder).toMatchObject({ kind: 'visit-reminder', status: 'waiting' });
    expect(reminder!.secrets).toEqual({ managePath: visit.manageUrl });
    expect(reminder!.sendAfter.getTime()).toBe(Date.parse(visit.start) - 86_400_000);
    const notices = (await mailOf(testMailSettings.shopEmail)).filter((row) => row.kind === 'shop-new-visit');
    expect(notices.map((row) => (row.data as { visitId: string }).visitId)).toContain(visit._id);
  });

  it('tells the visitor when the shop cancels, and forgets the reminder in every cancel', async () => {
    const admin = (await signedInUser(database, { role: 'admin' })).auth;
    const byShop = await book('visitor.two@example.com');
    expect((await app.request(`/api/bookings/${byShop._id}`, { method: 'DELETE', headers: admin })).status).toBe(200);
    expect(await kindsTo('visitor.two@example.com')).toEqual(['visit-booked', 'visit-cancelled']);

    const byLink = await book('visitor.three@example.com');
    expect((await app.request(`/api${byLink.manageUrl}`, { method: 'DELETE' })).status).toBe(200);
    expect(await kindsTo('visitor.three@example.com')).toEqual(['visit-booked']);

    const customer = await signedInUser(database);
    const own = await book(customer.user.email, customer.auth);
    const cancelled = await app.request(`/api/bookings/${own._id}`, { method: 'DELETE', headers: customer.auth });
    expect(cancelled.status).toBe(200);
    expect(await kindsTo(customer.user.email)).toEqual(['visit-booked']);
  });

  it('confirms a visit booked signed out to a customer who had three receipts this hour', async () => {
    const { auth, user } = await signedInUser(database);
    const tool = await createTool(database.db, { availableQuantity: 50 });
    for (let index = 0; index < 3; index++) await payOrder(app, auth, await placedOrder(app, auth, tool.id));
    expect(await kindsTo(user.email)).toEqual(['order-paid', 'order-paid', 'order-paid']);
    await book(user.email);
    const confirmation = (await mailOf(user.email)).find((row) => row.kind === 'visit-booked');
    expect(confirmation).toMatchObject({ status: 'waiting', lastError: null, anonymous: true });
  });

  it('writes a contact message to the shop with Reply-To its sender', async () => {
    const message = { name: 'Cleo', email: 'cleo@example.com', subject: 'Trim', msg: 'Gloss or satin?' };
    expect((await app.request('/api/msg', jsonRequest('POST', message))).status).toBe(201);
    const [row] = (await mailOf(testMailSettings.shopEmail)).filter((email) => email.replyTo === 'cleo@example.com');
    expect(row).toMatchObject({ kind: 'shop-contact-message', subject: 'Contact message from Cleo: Trim' });
    expect(row!.data).toEqual({ name: 'Cleo', email: 'cleo@example.com', subject: 'Trim', message: 'Gloss or satin?' });
  });
});
