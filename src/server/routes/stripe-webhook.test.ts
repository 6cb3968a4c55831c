import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@/shared/answers/orders';
import { orders, payments, tools } from '../db/schema';
import { jsonRequest, signedInUser } from '../test/app';
import { stockOf } from '../test/factories';
import { expiredByTheJob } from '../test/paid-orders';
import { succeededEvent, useStripeStandIn } from '../test/stripe-stand-in';

const stripeWorld = useStripeStandIn();
const { webhookSecret, stripe, sendWebhook, orderFor } = stripeWorld;

/** Stripe's word that the intent was paid for the order. */
const succeededFor = (order: Order, intentId: string, amount: number) =>
  succeededEvent(intentId, amount, { orderId: order._id });

describe('POST /api/webhooks/stripe', () => {
  it('marks the order paid once for a signed payment_intent.succeeded, however often it arrives', async () => {
    const { auth } = await signedInUser(stripeWorld.database);
    const order = await orderFor(auth);
    const payload = succeededFor(order, 'pi_webhook_1', 5000);
    const signature = stripe().webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect((await sendWebhook(payload, signature)).status).toBe(200);
    expect((await sendWebhook(payload, signature)).status).toBe(200);
    expect((await stripeWorld.database.db.select().from(orders).where(eq(orders.id, order._id)))[0]).toMatchObject({
      paid: true,
      transactionId: 'pi_webhook_1',
    });
    expect(await stripeWorld.database.db.select().from(payments).where(eq(payments.orderId, order._id))).toHaveLength(
      1,
    );
  });

  it('refuses a forged or stale signature and changes nothing', async () => {
    const { auth } = await signedInUser(stripeWorld.database);
    const order = await orderFor(auth);
    const payload = succeededFor(order, 'pi_webhook_2', 5000);
    const forged = stripe().webhooks.generateTestHeaderString({ payload, secret: 'whsec_attacker' });
    const stale = stripe().webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const tampered = stripe().webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect((await sendWebhook(payload, forged)).status).toBe(400);
    expect((await sendWebhook(payload, stale)).status).toBe(400);
    expect((await sendWebhook(payload.replace('5000', '1'), tampered)).status).toBe(400);
    expect((await sendWebhook(payload, '')).status).toBe(400);
    expect((await stripeWorld.database.db.select().from(orders).where(eq(orders.id, order._id)))[0]?.paid).toBe(false);
  });

  it('records a signed payment whose amount does not match the order, and refunds it through Stripe', async () => {
    const { auth } = await signedInUser(stripeWorld.database);
    const order = await orderFor(auth);
    const intent = { id: 'pi_webhook_3', object: 'payment_intent' as const, amount: 1, currency: 'usd' };
    stripeWorld.standIn.intents.set(intent.id, {
      ...intent,
      status: 'succeeded',
      client_secret: 'pi_webhook_3_secret_x',
      metadata: { orderId: order._id },
    });
    const payload = succeededFor(order, intent.id, 1);
    const response = await sendWebhook(payload);
    expect(response.status).toBe(200);
    expect((await stripeWorld.database.db.select().from(orders).where(eq(orders.id, order._id)))[0]?.paid).toBe(false);
    expect(stripeWorld.standIn.refundsOf(intent.id)[0]).toMatchObject({ amount: 1 });
    const ledger = await stripeWorld.database.db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(ledger.map(({ type, status, reason }) => [type, status, reason]).sort()).toEqual([
      ['charge', 'succeeded', null],
      ['refund', 'succeeded', "This payment does not match the order's total."],
    ]);
  });
});

describe('POST /api/webhooks/stripe for an order that expired while its customer paid', () => {
  const db = () => stripeWorld.database.db;

  /** An order of 4 with its intent open, expired, and the intent then paid at Stripe. */
  async function paidAfterExpiry() {
    const { auth } = await signedInUser(stripeWorld.database);
    const order = await orderFor(auth);
    const opened = await stripeWorld.app.request(
      '/api/create-payment-intent',
      jsonRequest('POST', { orderId: order._id }, auth),
    );
    const intentId = ((await opened.json()) as { clientSecret: string }).clientSecret.split('_secret_')[0]!;
    await expiredByTheJob(db(), order._id);
    stripeWorld.standIn.intents.get(intentId)!.status = 'succeeded';
    const payload = succeededFor(order, intentId, 5000);
    return { order, intentId, payload };
  }
  const row = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

  it('takes the stock back when it is still there: the order is pending and paid', async () => {
    const { order, intentId, payload } = await paidAfterExpiry();
    const before = await stockOf(db(), order.productId!);
    expect((await sendWebhook(payload)).status).toBe(200);
    expect(await row(order._id)).toMatchObject({ status: 'pending', paid: true, transactionId: intentId });
    expect(await stockOf(db(), order.productId!)).toBe(before - 4);
    expect(stripeWorld.standIn.refundsOf(intentId)).toEqual([]);
  });

  it('refunds at once through Stripe when the stock is gone, once however often the event arrives', async () => {
    const { order, intentId, payload } = await paidAfterExpiry();
    await db().update(tools).set({ availableQuantity: 0 }).where(eq(tools.id, order.productId!));
    expect((await sendWebhook(payload)).status).toBe(200);
    expect((await sendWebhook(payload)).status).toBe(200);
    expect(await row(order._id)).toMatchObject({ status: 'refunded', paid: true, transactionId: intentId });
    expect(stripeWorld.standIn.refundsOf(intentId)[0]).toMatchObject({ amount: 5000 });
    // One key, made of the ledger's one refund row: however often it was asked, Stripe refunded once.
    const keys = await stripeWorld.refundKeys(intentId);
    expect(keys.sent).toEqual(keys.expected);
    expect(stripeWorld.standIn.refundsOf(intentId)).toHaveLength(1);
    expect(await stockOf(db(), order.productId!)).toBe(0);
  });
});
