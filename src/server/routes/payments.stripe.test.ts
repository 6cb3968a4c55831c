import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@/shared/answers/orders';
import { orders, tools } from '../db/schema';
import { createStripeGateway } from '../payments/stripe-gateway';
import { shopMoney } from '../shop-money';
import { jsonRequest, signedInUser, testMailQueue, testShopTimeZone } from '../test/app';
import { expiredByTheJob } from '../test/paid-orders';
import { useStripeStandIn } from '../test/stripe-stand-in';

const stripeWorld = useStripeStandIn();
const { orderFor } = stripeWorld;

describe('payments through Stripe', () => {
  it('creates the intent with the order amount, its id in metadata and an idempotency key per order and intent', async () => {
    const { auth } = await signedInUser(stripeWorld.database);
    const order = await orderFor(auth);
    const response = await stripeWorld.app.request(
      '/api/create-payment-intent',
      jsonRequest('POST', { orderId: order._id }, auth),
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { clientSecret: string }).clientSecret).toMatch(/^pi_standin_\d+_secret_/);

    const sent = stripeWorld.standIn.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.headers.authorization).toBe('Bearer sk_test_standin');
    expect(sent.headers['idempotency-key']).toBe(`order-${order._id}-1`);
    expect(Object.fromEntries(sent.form)).toMatchObject({
      amount: '5000',
      currency: 'usd',
      'metadata[orderId]': order._id,
    });
  });

  it('marks paid only once Stripe says the intent succeeded', async () => {
    const { auth } = await signedInUser(stripeWorld.database);
    const order = await orderFor(auth);
    const { clientSecret } = (await (
      await stripeWorld.app.request('/api/create-payment-intent', jsonRequest('POST', { orderId: order._id }, auth))
    ).json()) as {
      clientSecret: string;
    };
    const intentId = clientSecret.split('_secret_')[0]!;
    const patch = () =>
      stripeWorld.app.request(`/api/payments/${order._id}`, jsonRequest('PATCH', { transactionId: intentId }, auth));

    expect((await patch()).status).toBe(409);
    expect(stripeWorld.standIn.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payment_intents/${intentId}`,
    });
    stripeWorld.standIn.intents.get(intentId)!.status = 'succeeded';
    const paid = await patch();
    expect(paid.status).toBe(200);
    expect((await paid.json()) as Order).toMatchObject({ paid: true, transactionId: intentId });
    expect(
      (
        await stripeWorld.app.request(
          `/api/payments/${order._id}`,
          jsonRequest('PATCH', { transactionId: 'pi_unknown_000' }, auth),
        )
      ).status,
    ).toBe(422);
  });

  it('refuses an intent the shop never opened (422) without asking Stripe of it', async () => {
    const { auth } = await signedInUser(stripeWorld.database);
    const order = await orderFor(auth);
    const response = await stripeWorld.app.request(
      `/api/payments/${order._id}`,
      jsonRequest('PATCH', { transactionId: 'pi_unknown_000' }, auth),
    );
    expect(response.status).toBe(422);
    expect(stripeWorld.standIn.requests.some((request) => request.path.includes('pi_unknown_000'))).toBe(false);
  });
});

describe('an expired order on Stripe', () => {
  const openForm = async (orderId: string, auth: Record<string, string>) => {
    const response = await stripeWorld.app.request(
      '/api/create-payment-intent',
      jsonRequest('POST', { orderId }, auth),
    );
    return ((await response.json()) as { clientSecret: string }).clientSecret.split('_secret_')[0]!;
  };

  it('has its open intent cancelled at Stripe by the sweep', async () => {
    const { auth } = await signedInUser(stripeWorld.database);
    const order = await orderFor(auth);
    const intentId = await openForm(order._id, auth);
    await expiredByTheJob(stripeWorld.database.db, order._id);
    const money = shopMoney(
      stripeWorld.database.db,
      createStripeGateway(stripeWorld.stripe()),
      testMailQueue,
      testShopTimeZone,
    );
    await money.sweep();
    expect(stripeWorld.standIn.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payment_intents/${intentId}/cancel`,
    });
    expect(stripeWorld.standIn.intents.get(intentId)!.status).toBe('canceled');
  });

  it('paid before the sweep cancelled it, is refunded through Stripe when its stock is gone', async () => {
    const { auth } = await signedInUser(stripeWorld.database);
    const order = await orderFor(auth);
    const intentId = await openForm(order._id, auth);
    await expiredByTheJob(stripeWorld.database.db, order._id);
    stripeWorld.standIn.intents.get(intentId)!.status = 'succeeded';
    await stripeWorld.database.db.update(tools).set({ availableQuantity: 0 }).where(eq(tools.id, order.productId!));
    const response = await stripeWorld.app.request(
      `/api/payments/${order._id}`,
      jsonRequest('PATCH', { transactionId: intentId }, auth),
    );
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('payment_refunded');
    expect(stripeWorld.standIn.refundsOf(intentId)[0]).toMatchObject({ amount: 5000 });
  });
});

describe('an admin’s refund on Stripe', () => {
  it('asks Stripe’s refunds API for the whole payment, once however many refunds arrive together', async () => {
    const { auth } = await signedInUser(stripeWorld.database);
    const admin = await signedInUser(stripeWorld.database, { role: 'admin' });
    const order = await orderFor(auth);
    const opened = await stripeWorld.app.request(
      '/api/create-payment-intent',
      jsonRequest('POST', { orderId: order._id }, auth),
    );
    const intentId = ((await opened.json()) as { clientSecret: string }).clientSecret.split('_secret_')[0]!;
    stripeWorld.standIn.intents.get(intentId)!.status = 'succeeded';
    await stripeWorld.app.request(
      `/api/payments/${order._id}`,
      jsonRequest('PATCH', { transactionId: intentId }, auth),
    );

    const refund = () =>
      stripeWorld.app.request(`/api/orders/${order._id}/refund`, { method: 'POST', headers: admin.auth });
    const statuses = await Promise.all([refund(), refund(), refund()].map(async (sent) => (await sent).status));
    expect(statuses.sort()).toEqual([200, 409, 409]);
    expect(stripeWorld.standIn.refundsOf(intentId)[0]).toMatchObject({ amount: 5000, payment_intent: intentId });
    // One key, made of the ledger's one refund row: however often it was asked, Stripe refunded once.
    const keys = await stripeWorld.refundKeys(intentId);
    expect(keys.sent).toEqual(keys.expected);
    expect(stripeWorld.standIn.refundsOf(intentId)).toHaveLength(1);
    const [row] = await stripeWorld.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.status).toBe('refunded');
  });
});
