import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@/shared/api-types';
import { orders, payments } from '../db/schema';
import { signedInUser } from '../test/app';
import { useStripeStandIn } from '../test/stripe-stand-in';

const stripeWorld = useStripeStandIn();
const { webhookSecret, stripe, orderFor } = stripeWorld;

describe('POST /api/webhooks/stripe', () => {
  const succeededEvent = (order: Order, intentId: string, amount: number) =>
    JSON.stringify({
      id: `evt_${intentId}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: intentId,
          object: 'payment_intent',
          amount,
          status: 'succeeded',
          metadata: { orderId: order._id },
        },
      },
    });
  const send = (payload: string, signature: string) =>
    stripeWorld.app.request('/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });

  it('marks the order paid once for a signed payment_intent.succeeded, however often it arrives', async () => {
    const { auth } = await signedInUser(stripeWorld.database);
    const order = await orderFor(auth);
    const payload = succeededEvent(order, 'pi_webhook_1', 5000);
    const signature = stripe().webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect((await send(payload, signature)).status).toBe(200);
    expect((await send(payload, signature)).status).toBe(200);
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
    const payload = succeededEvent(order, 'pi_webhook_2', 5000);
    const forged = stripe().webhooks.generateTestHeaderString({ payload, secret: 'whsec_attacker' });
    const stale = stripe().webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const tampered = stripe().webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect((await send(payload, forged)).status).toBe(400);
    expect((await send(payload, stale)).status).toBe(400);
    expect((await send(payload.replace('5000', '1'), tampered)).status).toBe(400);
    expect((await send(payload, '')).status).toBe(400);
    expect((await stripeWorld.database.db.select().from(orders).where(eq(orders.id, order._id)))[0]?.paid).toBe(false);
  });

  it('acknowledges but ignores a signed event whose amount does not match the order', async () => {
    const { auth } = await signedInUser(stripeWorld.database);
    const order = await orderFor(auth);
    const payload = succeededEvent(order, 'pi_webhook_3', 1);
    const response = await send(
      payload,
      stripe().webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
    );
    expect(response.status).toBe(200);
    expect((await stripeWorld.database.db.select().from(orders).where(eq(orders.id, order._id)))[0]?.paid).toBe(false);
  });
});
