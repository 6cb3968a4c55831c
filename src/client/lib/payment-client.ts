import type { Stripe } from '@stripe/stripe-js';
import { getClientConfig } from './client-config';

export type PaymentClient = { stripe: Stripe; testMode: boolean };

/**
 * Stripe.js from Stripe's own host when the server has Stripe keys, or the local test-mode stand-in.
 * Loaded only by the payment page. Stripe.js's own failures say 'Failed to load Stripe.js' or
 * 'Stripe.js not available', which the page shows as they are.
 */
export async function loadPaymentClient(): Promise<PaymentClient> {
  const { payments } = await getClientConfig();
  if (payments.mode === 'stripe') {
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    const stripe = await loadStripe(payments.publishableKey);
    if (!stripe) throw new Error('Stripe.js not available');
    return { stripe, testMode: false };
  }
  const { createTestStripe } = await import('./test-stripe');
  return { stripe: createTestStripe(), testMode: true };
}
