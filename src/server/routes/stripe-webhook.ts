import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type Stripe from 'stripe';
import * as v from 'valibot';
import { idSchema } from '@/shared/schemas/common';
import type { AuthVariables } from '../auth/middleware';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { ApiError } from '../http/errors';
import { applyPayment } from '../orders/late-payment';
import type { Outbox } from '../mail/outbox';
import type { GatewayIntent, PaymentGateway } from '../payments/gateway';
import { checkIntentPays } from './payment-checks';
import { log } from '../observability/log';
import { settleDepositIntent } from '../quotes/quote-deposit';

const isUuid = (value: string | undefined): value is string => v.is(idSchema, value);

/**
 * POST /webhooks/stripe: Stripe's word that an intent succeeded, signed over the raw body. It pays its
 * order once; for an order that expired meanwhile it takes the stock back or refunds at once (see
 * applyPayment). A refund that fails answers 500, so that Stripe sends the event again. An intent for a
 * quote's deposit records that deposit paid, once (see settleDepositIntent).
 */
export function addStripeWebhook(
  routes: Hono<{ Variables: AuthVariables }>,
  db: Database,
  gateway: PaymentGateway,
  outbox: Outbox,
  { stripe, secret }: { stripe: Stripe; secret: string },
) {
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
        quoteId: data.metadata?.quoteId,
      };
      if (isUuid(intent.quoteId)) {
        await settleDepositIntent(db, outbox, intent.quoteId, intent, event.id);
        return c.json({ received: true });
      }
      const [order] = isUuid(intent.orderId) ? await db.select().from(orders).where(eq(orders.id, intent.orderId)) : [];
      if (order && (!order.paid || order.transactionId === intent.id)) {
        try {
          checkIntentPays(intent, order);
          const settled = await applyPayment(db, gateway, outbox, order.id, intent);
          if (settled?.refunded) log.warn(`Stripe event ${event.id}: order ${order.id} had expired; refunded.`);
        } catch (error) {
          // Acknowledged all the same: Stripe would only resend an event that can never pay this order.
          if (!(error instanceof ApiError)) throw error;
          log.warn(`Stripe event ${event.id} not applied to order ${order.id}: ${error.message}`);
        }
      }
    }
    return c.json({ received: true });
  });
}
