import Stripe from 'stripe';
import type { GatewayIntent, PaymentGateway } from './gateway';

export type StripeConnection = { secretKey: string; host?: string; port?: number; protocol?: 'http' | 'https' };

export function createStripeClient({ secretKey, host, port, protocol }: StripeConnection) {
  return new Stripe(secretKey, { host, port, protocol, maxNetworkRetries: 2, timeout: 15_000 });
}

const toGatewayIntent = (intent: Stripe.PaymentIntent): GatewayIntent => ({
  id: intent.id,
  status: intent.status,
  amountCents: intent.amount,
  orderId: intent.metadata?.orderId,
  quoteId: intent.metadata?.quoteId,
});

export function createStripeGateway(stripe: Stripe): PaymentGateway {
  const gateway: PaymentGateway = {
    mode: 'stripe',
    async createIntent({ amountCents, ...purpose }) {
      // One intent per order (or quote) and amount, however often the payment page is opened.
      const idempotencyKey =
        'quoteId' in purpose ? `quote-${purpose.quoteId}-${amountCents}` : `order-${purpose.orderId}-${amountCents}`;
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'usd',
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: purpose,
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
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
        throw error;
      }
    },
    async cancelIntent(id) {
      try {
        return toGatewayIntent(await stripe.paymentIntents.cancel(id));
      } catch (error) {
        // Paid, cancelled already, or unknown: Stripe refuses, and the intent says which.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return gateway.retrieveIntent(id);
        throw error;
      }
    },
    async refundIntent(id) {
      try {
        await stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded')
          return;
        throw error;
      }
    },
  };
  return gateway;
}
