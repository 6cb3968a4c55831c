import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type Stripe from 'stripe';
import type { Order } from '@/shared/answers/orders';
import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { payments } from '../db/schema';
import { createStripeClient, createStripeGateway } from '../payments/stripe-gateway';
import { createTestApp, jsonRequest, type TestApp } from './app';
import { createTestDatabase } from './database';
import { createTool } from './factories';
import { startStripeStandIn } from './stripe-api-stand-in';

/** Stripe's event that the intent `intentId` was paid `amount` cents, naming what it paid for in `metadata`. */
export const succeededEvent = (intentId: string, amount: number, metadata: Record<string, string>) =>
  JSON.stringify({
    id: `evt_${intentId}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {
      object: { id: intentId, object: 'payment_intent', amount, currency: 'usd', status: 'succeeded', metadata },
    },
  });

/**
 * For a test file of the server on Stripe: a stand-in for Stripe's API on a local port, the app talking
 * to it through the real SDK, and an order of a given customer's own. Opened before the file's tests.
 */
export function useStripeStandIn() {
  let database: DatabaseHandle;
  let standIn: ReturnType<typeof startStripeStandIn>;
  let app: TestApp;
  const webhookSecret = 'whsec_test_secret';
  let client: Stripe;

  beforeAll(async () => {
    database = await createTestDatabase();
    standIn = startStripeStandIn();
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    client = await createStripeClient({
      secretKey: 'sk_test_standin',
      host: '127.0.0.1',
      port: (standIn.server.address() as AddressInfo).port,
      protocol: 'http',
    });
    app = createTestApp(database, {
      payments: { gateway: createStripeGateway(client), webhook: { stripe: client, secret: webhookSecret } },
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => (standIn.server as Server).close(resolve));
    await database.close();
  });

  /** Delivers `payload` to the shop's webhook, signed with the webhook's secret unless `signature` is given. */
  const sendWebhook = (
    payload: string,
    signature = client.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
  ) =>
    app.request('/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });

  async function orderFor(auth: Record<string, string>) {
    const tool = await createTool(database.db, { priceCents: 1250, availableQuantity: 100 });
    const response = await app.request(
      '/api/orders',
      jsonRequest(
        'POST',
        { productId: tool.id, productQuantity: 4, userAddress: '1 Main St', userState: 'OR', userZip: '97401' },
        auth,
      ),
    );
    return (await response.json()) as Order;
  }

  /**
   * The Idempotency-Keys the shop sent Stripe's refunds API for `intentId`, and the one it should have: made of
   * the ledger's one refund row of that intent.
   */
  async function refundKeys(intentId: string) {
    const sent = standIn.requests
      .filter((request) => request.path === '/v1/refunds' && request.form.get('payment_intent') === intentId)
      .map((request) => request.headers['idempotency-key']);
    const [row] = await database.db
      .select()
      .from(payments)
      .where(and(eq(payments.intentId, intentId), eq(payments.type, 'refund')));
    return { sent: [...new Set(sent)], expected: [`refund-${row!.id}`] };
  }

  return {
    webhookSecret,
    stripe: () => client,
    refundKeys,
    sendWebhook,
    orderFor,
    get database() {
      return database;
    },
    get app() {
      return app;
    },
    get standIn() {
      return standIn;
    },
  };
}
