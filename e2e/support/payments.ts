import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Pays an order through the local test gateway by the API, as the payment page does (intent, the card
 * 4242…, the payment recorded), and answers the transaction id.
 */
export async function payThroughTestGateway(request: APIRequestContext, token: string, orderId: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const intent = await request.post('/api/create-payment-intent', { headers, data: { orderId } });
  expect(intent.ok()).toBe(true);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 1, cvc: '123' };
  const confirmed = await request.post('/api/test-gateway/confirm', { data: { clientSecret, card } });
  expect(confirmed.ok()).toBe(true);
  const { paymentIntent } = (await confirmed.json()) as { paymentIntent: { id: string } };
  const recorded = await request.patch(`/api/payments/${orderId}`, {
    headers,
    data: { orderId, transactionId: paymentIntent.id },
  });
  expect(recorded.ok()).toBe(true);
  return paymentIntent.id;
}
