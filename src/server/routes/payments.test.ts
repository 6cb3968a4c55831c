import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@/shared/answers/orders';
import type { DatabaseHandle } from '../db/client';
import { orders, payments } from '../db/schema';
import { jsonRequest, signedInUser, type TestApp } from '../test/app';
import { createTool } from '../test/factories';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

const futureCard = (number: string) => ({ number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' });

async function orderFor(auth: Record<string, string>, quantity = 2) {
  const tool = await createTool(database.db, { priceCents: 2500, availableQuantity: 100 });
  const response = await app.request(
    '/api/orders',
    jsonRequest(
      'POST',
      { productId: tool.id, productQuantity: quantity, userAddress: '1 Main St', userState: 'OR', userZip: '97401' },
      auth,
    ),
  );
  return (await response.json()) as Order;
}

const createIntent = (auth: Record<string, string>, orderId: string) =>
  app.request('/api/create-payment-intent', jsonRequest('POST', { orderId, totalPrice: 0.5 }, auth));

const confirm = async (clientSecret: string, number: string) =>
  app.request('/api/test-gateway/confirm', jsonRequest('POST', { clientSecret, card: futureCard(number) }));

const record = (auth: Record<string, string>, orderId: string, transactionId: string) =>
  app.request(`/api/payments/${orderId}`, jsonRequest('PATCH', { orderId, transactionId }, auth));

async function paidIntent(auth: Record<string, string>, orderId: string) {
  const { clientSecret } = (await (await createIntent(auth, orderId)).json()) as { clientSecret: string };
  const confirmed = (await (await confirm(clientSecret, '4242 4242 4242 4242')).json()) as {
    paymentIntent: { id: string; amount: number };
  };
  return confirmed.paymentIntent;
}

describe('payments through the test-mode gateway', () => {
  it('creates one intent per order for the amount in the database, whatever the client sends', async () => {
    const { auth } = await signedInUser(database);
    const order = await orderFor(auth);
    const first = (await (await createIntent(auth, order._id)).json()) as { clientSecret: string };
    const again = (await (await createIntent(auth, order._id)).json()) as { clientSecret: string };
    expect(again.clientSecret).toBe(first.clientSecret);
    const intent = await paidIntent(auth, order._id);
    expect(intent.amount).toBe(5000);
  });

  it('marks the order paid after a successful card and writes its charge to the ledger', async () => {
    const { auth, user } = await signedInUser(database);
    const order = await orderFor(auth);
    const intent = await paidIntent(auth, order._id);
    const response = await record(auth, order._id, intent.id);
    expect(response.status).toBe(200);
    expect((await response.json()) as Order).toMatchObject({ paid: true, transactionId: intent.id });
    expect(await database.db.select().from(payments).where(eq(payments.orderId, order._id))).toEqual([
      expect.objectContaining({
        kind: 'order',
        type: 'charge',
        intentId: intent.id,
        amountCents: 5000,
        currency: 'usd',
        status: 'succeeded',
        causedBy: user.id,
      }),
    ]);
  });

  it('answers a replayed PATCH the same way and stores one payment', async () => {
    const { auth } = await signedInUser(database);
    const order = await orderFor(auth);
    const intent = await paidIntent(auth, order._id);
    expect((await record(auth, order._id, intent.id)).status).toBe(200);
    expect((await record(auth, order._id, intent.id)).status).toBe(200);
    expect(await database.db.select().from(payments).where(eq(payments.orderId, order._id))).toHaveLength(1);
  });

  it('leaves the order unpaid after a declined card, with the provider message', async () => {
    const { auth } = await signedInUser(database);
    const order = await orderFor(auth);
    const { clientSecret } = (await (await createIntent(auth, order._id)).json()) as { clientSecret: string };
    const declined = await confirm(clientSecret, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(await declined.json()).toEqual({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
    const intentId = clientSecret.split('_secret_')[0]!;
    expect((await record(auth, order._id, intentId)).status).toBe(409);
    expect((await database.db.select().from(orders).where(eq(orders.id, order._id)))[0]?.paid).toBe(false);
  });

  it.each([
    ['insufficient funds', '4000000000009995', 'Your card has insufficient funds.'],
    ['an expired card', '4000000000000069', 'Your card has expired.'],
    ['a wrong number', '4242424242424241', 'Your card number is incorrect.'],
  ])('declines %s', async (_label, number, message) => {
    const { auth } = await signedInUser(database);
    const order = await orderFor(auth);
    const { clientSecret } = (await (await createIntent(auth, order._id)).json()) as { clientSecret: string };
    const response = await confirm(clientSecret, number);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  });

  it('refuses a payment made for another order', async () => {
    const { auth } = await signedInUser(database);
    const paidFor = await orderFor(auth);
    const other = await orderFor(auth);
    const intent = await paidIntent(auth, paidFor._id);
    const response = await record(auth, other._id, intent.id);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'That payment belongs to another order.',
    );
  });

  it('refunds at once a payment whose amount does not match the order, which stays unpaid', async () => {
    const { auth } = await signedInUser(database);
    const order = await orderFor(auth);
    const intent = await paidIntent(auth, order._id);
    await database.db.update(orders).set({ subtotalCents: 9999, totalCents: 9999 }).where(eq(orders.id, order._id));
    const response = await record(auth, order._id, intent.id);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'payment_refunded',
      message:
        "This payment does not match the order's total. Your payment of $50.00 was refunded at once: it goes back to your card within a few days.",
    });
    expect((await database.db.select().from(orders).where(eq(orders.id, order._id)))[0]?.paid).toBe(false);
    expect(await database.db.select().from(payments).where(eq(payments.intentId, intent.id))).toHaveLength(2);
  });

  it('refuses a made-up transaction id and someone else’s order', async () => {
    const owner = await signedInUser(database);
    const stranger = await signedInUser(database);
    const order = await orderFor(owner.auth);
    expect((await record(owner.auth, order._id, 'pi_made_up_123456')).status).toBe(422);
    expect((await record(owner.auth, order._id, 'not-an-intent')).status).toBe(422);
    const intent = await paidIntent(owner.auth, order._id);
    expect((await createIntent(stranger.auth, order._id)).status).toBe(404);
    expect((await record(stranger.auth, order._id, intent.id)).status).toBe(404);
    expect((await database.db.select().from(orders).where(eq(orders.id, order._id)))[0]?.paid).toBe(false);
  });

  it('refuses to pay twice, or to pay a cancelled order', async () => {
    const { auth } = await signedInUser(database);
    const order = await orderFor(auth);
    const intent = await paidIntent(auth, order._id);
    await record(auth, order._id, intent.id);
    expect((await createIntent(auth, order._id)).status).toBe(409);

    const cancelled = await orderFor(auth);
    const { clientSecret } = (await (await createIntent(auth, cancelled._id)).json()) as { clientSecret: string };
    expect((await app.request(`/api/orders/${cancelled._id}`, { method: 'DELETE', headers: auth })).status).toBe(200);
    expect((await createIntent(auth, cancelled._id)).status).toBe(409);
    // Its open form was closed with it: the card is not charged.
    expect((await confirm(clientSecret, '4242424242424242')).status).toBe(400);
    expect((await record(auth, cancelled._id, clientSecret.split('_secret_')[0]!)).status).toBe(409);
  });

  it('keeps a paid order an admin cancels, with its charge and its refund in the ledger', async () => {
    const customer = await signedInUser(database);
    const admin = await signedInUser(database, { role: 'admin' });
    const order = await orderFor(customer.auth);
    const intent = await paidIntent(customer.auth, order._id);
    await record(customer.auth, order._id, intent.id);
    expect((await app.request(`/api/orders/${order._id}`, { method: 'DELETE', headers: admin.auth })).status).toBe(200);
    const ledger = await database.db.select().from(payments).where(eq(payments.intentId, intent.id));
    expect(
      ledger.map(({ orderId, type, amountCents, causedBy }) => ({ orderId, type, amountCents, causedBy })),
    ).toEqual(
      expect.arrayContaining([
        { orderId: order._id, type: 'charge', amountCents: 5000, causedBy: customer.user.id },
        { orderId: order._id, type: 'refund', amountCents: 5000, causedBy: admin.user.id },
      ]),
    );
    expect(ledger).toHaveLength(2);
  });

  it('needs a signed-in user', async () => {
    const orderId = '00000000-0000-4000-8000-000000000000';
    const unsigned = [
      ['/api/create-payment-intent', jsonRequest('POST', { orderId })],
      [`/api/payments/${orderId}`, jsonRequest('PATCH', { transactionId: 'pi_x1234567' })],
    ] as const;
    for (const [path, request] of unsigned) expect((await app.request(path, request)).status, path).toBe(401);
  });
});
