import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type Stripe from 'stripe';
import * as v from 'valibot';
import { idSchema } from '@/shared/schemas/common';
import { createIntentSchema, recordPaymentSchema, testCardSchema } from '@/shared/schemas/payment';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import type { Database } from '../db/client';
import { orders, payments } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { readId, readJson } from '../http/validation';
import type { GatewayIntent } from '../payments/gateway';
import { expireOrders } from '../orders/holds';
import { toOrderDto } from '../orders/order-dto';

type OrderRow = typeof orders.$inferSelect;

const isUuid = (value: string | undefined): value is string => v.is(idSchema, value);

/** Marks an order paid by a succeeded intent, once: repeats (PATCH, webhook, both) change nothing more. */
async function markPaid(db: Database, order: OrderRow, intent: GatewayIntent): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({ paid: true, transactionId: intent.id })
      .where(and(eq(orders.id, order.id), eq(orders.paid, false)))
      .returning();
    await tx
      .insert(payments)
      .values({ orderId: order.id, transactionId: intent.id, amountCents: intent.amountCents })
      .onConflictDoNothing();
    return updated ?? order;
  });
}

function checkIntentPays(intent: GatewayIntent | undefined, order: OrderRow): asserts intent is GatewayIntent {
  if (!intent) throw new ApiError(422, 'invalid', 'That payment was not found.');
  if (intent.orderId !== order.id) throw new ApiError(422, 'invalid', 'That payment belongs to another order.');
  if (intent.amountCents !== order.totalCents)
    throw new ApiError(422, 'invalid', 'The payment amount does not match the order.');
  if (intent.status !== 'succeeded') throw new ApiError(409, 'conflict', 'The payment has not succeeded.');
}

const expired = () =>
  new ApiError(
    409,
    'order_expired',
    'This order was not paid in time and its tools went back on the shelf. Please order again.',
  );

/** A customer who opens the payment form has at least this long to finish, whatever was left of the hold. */
const paymentGraceMinutes = 15;

export function paymentsRoutes(
  { database: { db }, payments: paymentDeps, rateLimitStore: store }: AppDeps,
  { signedIn }: Guards,
) {
  const { gateway } = paymentDeps;

  const ownOrder = async (orderId: string, userId: string) => {
    await expireOrders(db, { orderId });
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    // Someone else's order is answered as missing, so ids cannot be probed.
    if (!order || order.userId !== userId) throw notFound('Order');
    return order;
  };

  const holdWhilePaying = (orderId: string) =>
    db
      .update(orders)
      .set({
        reservedUntil: sql`greatest(${orders.reservedUntil}, now() + make_interval(mins => ${paymentGraceMinutes}))`,
      })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));

  const routes = new Hono<{ Variables: AuthVariables }>()
    .post('/create-payment-intent', signedIn, async (c) => {
      const { orderId } = await readJson(c, createIntentSchema);
      const order = await ownOrder(orderId, c.var.user.id);
      if (order.paid) throw new ApiError(409, 'conflict', 'This order is already paid.');
      if (order.status === 'expired') throw expired();
      await holdWhilePaying(order.id);
      const intent = await gateway.createIntent({ orderId: order.id, amountCents: order.totalCents });
      return c.json({ clientSecret: intent.clientSecret });
    })
    .patch('/payments/:orderId', signedIn, async (c) => {
      const orderId = readId(c, 'Order', 'orderId');
      const { transactionId } = await readJson(c, recordPaymentSchema);
      const order = await ownOrder(orderId, c.var.user.id);
      if (order.paid) {
        if (order.transactionId === transactionId) return c.json(toOrderDto(order));
        throw new ApiError(409, 'conflict', 'This order is already paid.');
      }
      if (order.status === 'expired') throw expired();
      const intent = await gateway.retrieveIntent(transactionId);
      checkIntentPays(intent, order);
      return c.json(toOrderDto(await markPaid(db, order, intent)));
    });

  if (paymentDeps.webhook) {
    const { stripe, secret } = paymentDeps.webhook;
    routes.post('/webhooks/stripe', async (c) => {
      const signature = c.req.header('Stripe-Signature');
      const rawBody = await c.req.text();
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature ?? '', secret);
      } catch {
        throw new ApiError(400, 'bad_signature', 'The webhook signature is not valid.');
      }
      if (event.type === 'payment_intent.succeeded') {
        const data = event.data.object;
        const intent: GatewayIntent = {
          id: data.id,
          status: data.status,
          amountCents: data.amount,
          orderId: data.metadata?.orderId,
        };
        const [order] = isUuid(intent.orderId)
          ? await db.select().from(orders).where(eq(orders.id, intent.orderId))
          : [];
        if (order && !order.paid) {
          try {
            checkIntentPays(intent, order);
            await markPaid(db, order, intent);
          } catch (error) {
            // Acknowledged all the same: Stripe would only resend an event that can never pay this order.
            if (!(error instanceof ApiError)) throw error;
            console.warn(`Stripe event ${event.id} not applied to order ${order.id}: ${error.message}`);
          }
        }
      }
      return c.json({ received: true });
    });
  }

  if (paymentDeps.confirmTestPayment) {
    const confirm = paymentDeps.confirmTestPayment;
    // The local stand-in for Stripe's confirm call; the client secret is the credential, as with Stripe.
    routes.post(
      '/test-gateway/confirm',
      rateLimit({ name: 'test-gateway-confirm', store, limit: 60, windowMs: 60_000 }),
      async (c) => {
        const { clientSecret, card } = await readJson(c, testCardSchema);
        const result = await confirm(clientSecret, card);
        return result.ok
          ? c.json({ paymentIntent: result.intent })
          : c.json({ error: result.error }, result.status as 402 | 404);
      },
    );
  }

  return routes;
}
