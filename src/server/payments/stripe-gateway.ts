import type Stripe from 'stripe';
import { type GatewayIntent, GatewayRefusal, type PaymentGateway } from './gateway';

export type StripeConnection = { secretKey: string; host?: string; port?: number; protocol?: 'http' | 'https' };

/** Stripe's SDK is loaded only by a shop that takes cards through Stripe: importing it is 0.6 s of a start. */
export async function createStripeClient({ secretKey, host, port, protocol }: StripeConnection): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  return new StripeSdk(secretKey, { host, port, protocol, maxNetworkRetries: 2, timeout: 15_000 });
}

const toGatewayIntent = (intent: Stripe.PaymentIntent): GatewayIntent => ({
  id: intent.id,
  status: intent.status,
  amountCents: intent.amount,
  currency: intent.currency,
  metadata: { ...intent.metadata },
  ...(intent.client_secret ? { clientSecret: intent.client_secret } : {}),
});

export function createStripeGateway(stripe: Stripe): PaymentGateway {
  const gateway: PaymentGateway = {
    mode: 'stripe',
    async createIntent({ amountCents, currency, metadata, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata,
        },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error('Stripe answered an intent without a client secret.');
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async retrieveIntent(id) {
      try {
        return toGatewayIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
        throw error;
      }
    },
    async cancelIntent(id) {
      try {
        return toGatewayIntent(await stripe.paymentIntents.cancel(id));
      } catch (error) {
        // Paid, cancelled already, or unknown: Stripe refuses, and the intent says which.
        if (error instanceof stripe.errors.StripeInvalidRequestError) return gateway.retrieveIntent(id);
        throw error;
      }
    },
    async refund({ intentId: id, amountCents, idempotencyKey }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: id, amount: amountCents, metadata: { refundKey: idempotencyKey } },
          { idempotencyKey },
        );
        return { refundId: refund.id };
      } catch (error) {
        if (!(error instanceof stripe.errors.StripeInvalidRequestError)) throw error;
        // Made before under this key, whose memory at Stripe (24 hours) is over: that refund is the one.
        if (error.code === 'charge_already_refunded' || error.code === 'amount_too_large') {
          const { data } = await stripe.refunds.list({ payment_intent: id, limit: 100 });
          const made = data.find((refund) => refund.metadata?.refundKey === idempotencyKey);
          if (made) return { refundId: made.id };
        }
        throw new GatewayRefusal(error.message);
      }
    },
  };
  return gateway;
}
