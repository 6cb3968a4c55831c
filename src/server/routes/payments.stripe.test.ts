import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@/shared/api-types';
import type { DatabaseHandle } from '../db/client';
import { orders, payments } from '../db/schema';
import { createStripeClient, createStripeGateway } from '../payments/stripe-gateway';
import { createTestApp, jsonRequest, signedInUser } from '../test/app';
import { createTestDatabase } from '../test/database';
import { createTool } from '../test/factories';

type StandInIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
};

/** The few Stripe endpoints the server uses, answering as Stripe does and recording what the SDK sent. */
function startStripeStandIn() {
  const intents = new Map<string, StandInIntent>();
  const requests: { method: string; path: string; headers: IncomingHttpHeaders; form: URLSearchParams }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push({ method: request.method!, path: request.url!, headers: request.headers, form });
      const reply = (status: number, payload: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${requests.length}` });
        response.end(JSON.stringify(payload));
      };
      if (request.method === 'POST' && request.url === '/v1/payment_intents') {
        const id = `pi_standin_${intents.size + 1}`;
        const intent: StandInIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency')!,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_abc`,
          metadata: { orderId: form.get('metadata[orderId]')! },
        };
        intents.set(id, intent);
        return reply(200, intent);
      }
      const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(request.url ?? '');
      if (request.method === 'GET' && match) {
        const intent = intents.get(match[1]!);
        return intent
          ? reply(200, intent)
          : reply(404, {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: `No such payment_intent: '${match[1]}'`,
              },
            });
      }
      reply(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  return { server, intents, requests };
}

let database: DatabaseHandle;
let standIn: ReturnType<typeof startStripeStandIn>;
let app: ReturnType<typeof createTestApp>;
const webhookSecret = 'whsec_test_secret';
const stripe = () =>
  createStripeClient({
    secretKey: 'sk_test_standin',
    host: '127.0.0.1',
    port: (standIn.server.address() as AddressInfo).port,
    protocol: 'http',
  });

beforeAll(async () => {
  database = await createTestDatabase();
  standIn = startStripeStandIn();
  await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
  const client = stripe();
  app = createTestApp(database, {
    payments: { gateway: createStripeGateway(client), webhook: { stripe: client, secret: webhookSecret } },
  });
});
afterAll(async () => {
  await new Promise((resolve) => (standIn.server as Server).close(resolve));
  await database.close();
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

describe('payments through Stripe', () => {
  it('creates the intent with the order amount, its id in metadata and a per-order idempotency key', async () => {
    const { auth } = await signedInUser(database);
    const order = await orderFor(auth);
    const response = await app.request('/api/create-payment-intent', jsonRequest('POST', { orderId: order._id }, auth));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { clientSecret: string }).clientSecret).toMatch(/^pi_standin_\d+_secret_/);

    const sent = standIn.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.headers.authorization).toBe('Bearer sk_test_standin');
    expect(sent.headers['idempotency-key']).toBe(`order-${order._id}-5000`);
    expect(Object.fromEntries(sent.form)).toMatchObject({
      amount: '5000',
      currency: 'usd',
      'metadata[orderId]': order._id,
    });
  });

  it('marks paid only once Stripe says the intent succeeded', async () => {
    const { auth } = await signedInUser(database);
    const order = await orderFor(auth);
    const { clientSecret } = (await (
      await app.request('/api/create-payment-intent', jsonRequest('POST', { orderId: order._id }, auth))
    ).json()) as {
      clientSecret: string;
    };
    const intentId = clientSecret.split('_secret_')[0]!;
    const patch = () =>
      app.request(`/api/payments/${order._id}`, jsonRequest('PATCH', { transactionId: intentId }, auth));

    expect((await patch()).status).toBe(409);
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${intentId}` });
    standIn.intents.get(intentId)!.status = 'succeeded';
    const paid = await patch();
    expect(paid.status).toBe(200);
    expect((await paid.json()) as Order).toMatchObject({ paid: true, transactionId: intentId });
    expect(
      (await app.request(`/api/payments/${order._id}`, jsonRequest('PATCH', { transactionId: 'pi_unknown_000' }, auth)))
        .status,
    ).toBe(409);
  });

  it('refuses an intent Stripe does not know', async () => {
    const { auth } = await signedInUser(database);
    const order = await orderFor(auth);
    const response = await app.request(
      `/api/payments/${order._id}`,
      jsonRequest('PATCH', { transactionId: 'pi_unknown_000' }, auth),
    );
    expect(response.status).toBe(422);
  });
});

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
    app.request('/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });

  it('marks the order paid once for a signed payment_intent.succeeded, however often it arrives', async () => {
    const { auth } = await signedInUser(database);
    const order = await orderFor(auth);
    const payload = succeededEvent(order, 'pi_webhook_1', 5000);
    const signature = stripe().webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect((await send(payload, signature)).status).toBe(200);
    expect((await send(payload, signature)).status).toBe(200);
    expect((await database.db.select().from(orders).where(eq(orders.id, order._id)))[0]).toMatchObject({
      paid: true,
      transactionId: 'pi_webhook_1',
    });
    expect(await database.db.select().from(payments).where(eq(payments.orderId, order._id))).toHaveLength(1);
  });

  it('refuses a forged or stale signature and changes nothing', async () => {
    const { auth } = await signedInUser(database);
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
    expect((await database.db.select().from(orders).where(eq(orders.id, order._id)))[0]?.paid).toBe(false);
  });

  it('acknowledges but ignores a signed event whose amount does not match the order', async () => {
    const { auth } = await signedInUser(database);
    const order = await orderFor(auth);
    const payload = succeededEvent(order, 'pi_webhook_3', 1);
    const response = await send(
      payload,
      stripe().webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
    );
    expect(response.status).toBe(200);
    expect((await database.db.select().from(orders).where(eq(orders.id, order._id)))[0]?.paid).toBe(false);
  });
});
