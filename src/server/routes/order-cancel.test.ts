import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@/shared/answers/error';
import type { Order } from '@/shared/answers/orders';
import type { DatabaseHandle } from '../db/client';
import { emails, orders, payments } from '../db/schema';
import { createTestGateway } from '../payments/test-gateway';
import { createTestApp, jsonRequest, signedInUser, type TestApp, testMoney } from '../test/app';
import { orderOf35 as shopOrderOf35 } from '../test/paid-orders';
import { useTestApp } from '../test/use-test-app';
import { moneyWorld, testCard } from '../test/money';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

const cancel = (order: Order, auth: Record<string, string>, target = app) =>
  target.request(`/api/orders/${order._id}`, { method: 'DELETE', headers: auth });
const asAdmin = () => signedInUser(database, { role: 'admin' });
const { intentStatus, ledger } = moneyWorld(() => ({ database, app }));
const ledgerOf = (orderId: string) =>
  ledger(eq(payments.orderId, orderId), 'type', 'amountCents', 'status', 'causedBy', 'reason');
const cancelMail = async (orderId: string) =>
  database.db
    .select()
    .from(emails)
    .where(and(eq(emails.kind, 'order-cancelled'), eq(emails.dedupeKey, `order-cancelled:${orderId}`)));

const orderOf35 = (options: { paid: boolean }) => shopOrderOf35({ database, app }, options);

describe('DELETE /api/orders/:id cancels, and never deletes', () => {
  it('an admin cancels a paid order not yet shipped: refunded through the gateway, stock back, customer emailed', async () => {
    const admin = await asAdmin();
    const { customer, order, stock } = await orderOf35({ paid: true });
    const response = await cancel(order, admin.auth);
    expect(response.status).toBe(200);
    const cancelled = (await response.json()) as Order;
    expect(cancelled).toMatchObject({ status: 'cancelled', paid: true, transactionId: order.transactionId });
    expect(cancelled.events!.map((event) => [event.status, event.note])).toEqual([
      ['placed', null],
      ['paid', null],
      ['cancelled', 'Cancelled by the shop; $35.00 refunded to the card it was paid with.'],
    ]);
    expect(await intentStatus(order.transactionId!)).toBe('refunded');
    expect(await stock()).toEqual([10, 10]);
    expect(await ledgerOf(order._id)).toEqual([
      { type: 'charge', amountCents: 3500, status: 'succeeded', causedBy: customer.user.id, reason: null },
      {
        type: 'refund',
        amountCents: 3500,
        status: 'succeeded',
        causedBy: admin.user.id,
        reason: 'The order was cancelled by an admin.',
      },
    ]);
    expect(await cancelMail(order._id)).toEqual([
      expect.objectContaining({
        toAddress: customer.user.email,
        data: expect.objectContaining({ byShop: true, refundedCents: 3500 }),
      }),
    ]);
    // Kept: its customer still sees it, cancelled, in their list and on its page.
    const mine = (await (
      await app.request(`/api/orders/${customer.user.email}`, { headers: customer.auth })
    ).json()) as Order[];
    expect(mine.map((row) => row.status)).toEqual(['cancelled']);
    expect((await app.request(`/api/order/${order._id}`, { headers: customer.auth })).status).toBe(200);
  });

  it('an admin cancels a paid order already shipped: refunded, its tools not back on the shelf', async () => {
    const admin = await asAdmin();
    const { order, stock } = await orderOf35({ paid: true });
    await app.request(`/api/orders/${order._id}`, jsonRequest('PUT', { status: 'shipped' }, admin.auth));
    expect((await cancel(order, admin.auth)).status).toBe(200);
    expect(await intentStatus(order.transactionId!)).toBe('refunded');
    expect(await stock()).toEqual([8, 7]);
  });

  it('a paid order is neither cancelled nor refunded twice: a second cancel and a refund are refused', async () => {
    const admin = await asAdmin();
    const { order, stock } = await orderOf35({ paid: true });
    const answers = await Promise.all([cancel(order, admin.auth), cancel(order, admin.auth)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refund = await app.request(`/api/orders/${order._id}/refund`, { method: 'POST', headers: admin.auth });
    expect(refund.status).toBe(409);
    expect(await stock()).toEqual([10, 10]);
    expect((await ledgerOf(order._id)).map(({ type }) => type)).toEqual(['charge', 'refund']);
  });

  it('its customer cancels only while it is pending and unpaid, and is emailed that it was cancelled', async () => {
    const unpaid = await orderOf35({ paid: false });
    expect((await cancel(unpaid.order, unpaid.customer.auth)).status).toBe(200);
    expect(await cancelMail(unpaid.order._id)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ byShop: false, refundedCents: null }) }),
    ]);
    expect(await ledgerOf(unpaid.order._id)).toEqual([]);

    const paid = await orderOf35({ paid: true });
    const refused = await cancel(paid.order, paid.customer.auth);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ApiErrorBody).error.message).toBe(
      'Only a pending, unpaid order can be cancelled.',
    );
    expect(await paid.stock()).toEqual([8, 7]);
  });

  it('cancels a paid order when the gateway cannot be reached, its refund pending until the money sweep completes it', async () => {
    const admin = await asAdmin();
    const { order, stock } = await orderOf35({ paid: true });
    const local = createTestGateway(database.db);
    const unreachable = createTestApp(database, {
      payments: {
        gateway: { ...local.gateway, refund: () => Promise.reject(new Error('connect ETIMEDOUT')) },
        confirmTestPayment: local.confirm,
      },
    });
    const answered = await cancel(order, admin.auth, unreachable);
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as Order).status).toBe('cancelled');
    expect(await stock()).toEqual([10, 10]);
    expect((await ledgerOf(order._id)).map(({ type, status }) => `${type} ${status}`)).toEqual([
      'charge succeeded',
      'refund pending',
    ]);
    expect(await intentStatus(order.transactionId!)).toBe('succeeded');
    expect((await cancel(order, admin.auth)).status).toBe(409);
    await testMoney(database).sweep();
    expect(await intentStatus(order.transactionId!)).toBe('refunded');
    expect((await ledgerOf(order._id)).map(({ status }) => status)).toEqual(['succeeded', 'succeeded']);
  });

  it('refunds a payment made on its card form while its customer cancelled it in another tab', async () => {
    const { customer, order, stock } = await orderOf35({ paid: false });
    const opened = await app.request(
      '/api/create-payment-intent',
      jsonRequest('POST', { orderId: order._id }, customer.auth),
    );
    const { clientSecret } = (await opened.json()) as { clientSecret: string };
    // Paid in one tab, its word not yet told, when the other tab cancels.
    expect(
      (await app.request('/api/test-gateway/confirm', jsonRequest('POST', { clientSecret, card: testCard }))).status,
    ).toBe(200);
    expect((await cancel(order, customer.auth)).status).toBe(200);
    const intentId = clientSecret.split('_secret_')[0]!;
    expect(await intentStatus(intentId)).toBe('refunded');
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: 'cancelled', paid: false });
    expect(await stock()).toEqual([10, 10]);
    expect(await ledgerOf(order._id)).toEqual([
      { type: 'charge', amountCents: 3500, status: 'succeeded', causedBy: customer.user.id, reason: null },
      { type: 'refund', amountCents: 3500, status: 'succeeded', causedBy: null, reason: 'This order was cancelled.' },
    ]);
  });

  it('refuses a delivered, expired or refunded order, and one of another customer is not found', async () => {
    const admin = await asAdmin();
    const delivered = await orderOf35({ paid: true });
    await database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, delivered.order._id));
    const refusal = await cancel(delivered.order, admin.auth);
    expect(refusal.status).toBe(409);
    expect(((await refusal.json()) as ApiErrorBody).error.message).toBe(
      'This order was delivered: it cannot be cancelled.',
    );
    expect(await intentStatus(delivered.order.transactionId!)).toBe('succeeded');
    const refunded = await orderOf35({ paid: true });
    await app.request(`/api/orders/${refunded.order._id}/refund`, { method: 'POST', headers: admin.auth });
    expect((await cancel(refunded.order, admin.auth)).status).toBe(409);
    const stranger = await signedInUser(database);
    expect((await cancel((await orderOf35({ paid: false })).order, stranger.auth)).status).toBe(404);
  });
});
