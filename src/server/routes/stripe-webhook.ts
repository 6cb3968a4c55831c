import type { Hono } from 'hono';
import type Stripe from 'stripe';
import { webhookReceiptAnswer } from '@/shared/answers/money';
import type { AuthVariables } from '../auth/middleware';
import { contract } from '../http/contract';
import { ApiError } from '../http/errors';
import type { Money } from '../money/money';
import { log } from '../observability/log';
import type { GatewayIntent } from '../payments/gateway';

/**
 * POST /webhooks/stripe: Stripe's word that an intent succeeded, signed over the raw body. The money module
 * records it whatever it pays for, once however often it arrives: its thing paid, or, when the thing no
 * longer takes it (paid by another intent, cancelled, expired and sold out), refunded through Stripe. A
 * refund Stripe does not confirm stays pending in the ledger and the money sweep asks again, so the event
 * is acknowledged all the same.
 */
export function addStripeWebhook(
  routes: Hono<{ Variables: AuthVariables }>,
  money: Money,
  { stripe, secret }: { stripe: Stripe; secret: string },
) {
  routes.post(
    '/webhooks/stripe',
    contract({
      tag: 'Payments',
      summary:
        "Stripe's word that a payment intent succeeded: recorded once, or refunded when what it pays for no longer takes it",
      security: 'stripe-signature',
      body: {
        media: 'application/json',
        description: "Stripe's event, read raw: its signature is over the exact bytes.",
      },
      answers: { 200: webhookReceiptAnswer },
      refusals: [400, 413, 415],
    }),
    async (c) => {
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
          currency: data.currency,
          metadata: { ...data.metadata },
        };
        const settled = await money.settle(intent);
        if (settled && !settled.paid)
          log.warn(
            `Stripe event ${event.id}: the ${settled.purpose.kind} did not take it; refunded: ${settled.reason}`,
          );
      }
      return c.json({ received: true });
    },
  );
}
