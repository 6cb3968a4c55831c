import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Order } from '@/shared/answers/orders';
import type { DatabaseHandle } from '../db/client';
import { orders, paymentIntents, payments, quotes, testPaymentIntents, tools } from '../db/schema';
import { createTestGateway } from '../payments/test-gateway';
import { expireOrders } from '../expiry/order-holds';
import { jsonRequest, placedCartOrder, signedInUser, testMoney, testMailQueue, type TestApp } from '../test/app';
import { createTool } from '../test/factories';
import { payOrder } from '../test/paid-orders';
import { acceptedQuote } from '../test/quotes';
import { useTestApp } from '../test/use-test-app';
import { purposeOf } from './purpose';
import { testCard } from '../test/money';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

type Person = Awaited<ReturnType<typeof signedInUser>>;
const call = (method: string, path: string, auth: Record<string, string>, body?: unknown) =>
  app.request(path, body === undefined ? { method, headers: auth } : jsonRequest(method, body, auth));
const openForm = async (who: Person, body: object) =>
  ((await (await call('POST', '/api/create-payment-intent', who.auth, body)).json()) as { clientSecret: string })
    .clientSecret;
const pay = (clientSecret: string) => call('POST', '/api/test-gateway/confirm', {}, { clientSecret, card: testCard });
const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;
const tell = (who: Person, order: Order, intentId: string) =>
  call('PATCH', `/api/payments/${order._id}`, who.auth, { transactionId: intentId });
const runOut = (order: Order) =>
  database.db
    .update(orders)
    .set({ reservedUntil: sql`now() - interval '1 second'` })
    .where(eq(orders.id, order._id));

/** A second payable intent for an order, as a tab opened before the shop kept one per thing would hold. */
async function secondTab(order: Order) {
  const made = await createTestGateway(database.db).gateway.createIntent({
    amountCents: Math.round(order.totalPrice * 100),
    currency: 'usd',
    metadata: { orderId: order._id },
    idempotencyKey: `second-tab-${order._id}`,
  });
  await database.db
    .insert(paymentIntents)
    .values({ id: made.id, kind: 'order', orderId: order._id, amountCents: Math.round(order.totalPrice * 100) });
  return made;
}

it('after a mixed run of orders, deposits, refunds and late payments, the ledger matches what the gateway kept', async () => {
  const admin = await signedInUser(database, { role: 'admin' });
  const [ada, bob, cy] = [await signedInUser(database), await signedInUser(database), await signedInUser(database)];
  const roller = await createTool(database.db, { name: 'Roller', priceCents: 1250, availableQuantity: 100 });
  const scarce = await createTool(database.db, { name: 'Ladder', priceCents: 8999, availableQuantity: 1 });
  const order = (who: Person, quantity = 2, tool = roller) =>
    placedCartOrder(app, who.auth, [{ productId: tool.id, quantity }]);

  // Orders paid, one kept, one refunded by an admin, one cancelled (and so refunded) by an admin.
  await payOrder(app, ada.auth, await order(ada, 1));
  const refunded = await payOrder(app, ada.auth, await order(ada, 3));
  expect((await call('POST', `/api/orders/${refunded._id}/refund`, admin.auth)).status).toBe(200);
  const cancelledPaid = await payOrder(app, bob.auth, await order(bob, 4));
  expect((await call('DELETE', `/api/orders/${cancelledPaid._id}`, admin.auth)).status).toBe(200);

  // A late payment whose tools are still there is taken; one whose tools sold out is refunded at once.
  const lateKept = await order(bob, 5);
  const lateKeptForm = await openForm(bob, { orderId: lateKept._id });
  await runOut(lateKept);
  await pay(lateKeptForm);
  expect((await tell(bob, lateKept, intentOf(lateKeptForm))).status).toBe(200);
  const lateSoldOut = await order(cy, 1, scarce);
  const lateSoldOutForm = await openForm(cy, { orderId: lateSoldOut._id });
  await runOut(lateSoldOut);
  await expireOrders(database.db, testMailQueue);
  await database.db.update(tools).set({ availableQuantity: 0 }).where(eq(tools.id, scarce.id));
  await pay(lateSoldOutForm);
  expect((await tell(cy, lateSoldOut, intentOf(lateSoldOutForm))).status).toBe(409);

  // Paid from two tabs: the second payment goes back. Paid in a tab while cancelled in another: refunded.
  const twice = await order(cy, 2);
  const first = await openForm(cy, { orderId: twice._id });
  const tab = await secondTab(twice);
  await pay(first);
  await pay(tab.clientSecret);
  expect((await tell(cy, twice, tab.id)).status).toBe(200);
  expect((await tell(cy, twice, intentOf(first))).status).toBe(409);
  const cancelledWhilePaid = await order(ada, 1);
  await pay(await openForm(ada, { orderId: cancelledWhilePaid._id }));
  expect((await call('DELETE', `/api/orders/${cancelledWhilePaid._id}`, ada.auth)).status).toBe(200);
  expect((await call('DELETE', `/api/orders/${(await order(ada, 1))._id}`, ada.auth)).status).toBe(200);

  // Paid late and never told: the money sweep finds it.
  const untold = await order(bob, 1);
  await pay(await openForm(bob, { orderId: untold._id }));
  await runOut(untold);
  await expireOrders(database.db, testMailQueue);

  // Deposits: one kept, one refunded when the shop cancels the quote, one paid and told only by a page opened again.
  const deposit = async (who: Person) => {
    const quote = await acceptedQuote(app, database.db, { admin, customer: who });
    const form = await openForm(who, { quoteId: quote._id });
    await pay(form);
    return { quote, intentId: intentOf(form) };
  };
  const kept = await deposit(ada);
  await call('PATCH', `/api/quotes/${kept.quote._id}/deposit`, ada.auth, { transactionId: kept.intentId });
  const cancelledQuote = await deposit(bob);
  await call('PATCH', `/api/quotes/${cancelledQuote.quote._id}/deposit`, bob.auth, {
    transactionId: cancelledQuote.intentId,
  });
  expect((await call('POST', `/api/quotes/${cancelledQuote.quote._id}/cancel`, admin.auth)).status).toBe(200);
  const toldLater = await deposit(cy);
  expect((await call('POST', '/api/create-payment-intent', cy.auth, { quoteId: toldLater.quote._id })).status).toBe(
    409,
  );

  await testMoney(database).sweep();

  const ledger = await database.db.select().from(payments);
  const intents = await database.db.select().from(testPaymentIntents);
  const sum = (rows: { amountCents: number }[]) => rows.reduce((total, row) => total + row.amountCents, 0);
  const charges = ledger.filter((row) => row.type === 'charge');
  const refunds = ledger.filter((row) => row.type === 'refund');

  // Every refund went through: the ledger's net is what the gateway kept.
  expect(refunds.map((row) => row.status).filter((status) => status !== 'succeeded')).toEqual([]);
  const kept$ = sum(intents.filter((intent) => intent.status === 'succeeded'));
  expect(sum(charges) - sum(refunds)).toBe(kept$);
  expect(refunds.length).toBe(6);

  // Each paid order and each paid deposit has exactly one charge, of the intent that paid it.
  const paidOrders = await database.db.select().from(orders).where(eq(orders.paid, true));
  const paidQuotes = (await database.db.select().from(quotes)).filter((quote) => quote.depositPaidAt !== null);
  expect(paidOrders).toHaveLength(7);
  expect(paidQuotes).toHaveLength(3);
  for (const paid of [...paidOrders, ...paidQuotes])
    expect(
      charges.filter((row) => row.intentId === paid.transactionId).map((row) => row.orderId ?? row.quoteId),
    ).toEqual([paid.id]);

  // Each charge is of an intent the gateway took, each refund of one it gave back, with the gateway's refund id.
  const byId = new Map(intents.map((intent) => [intent.id, intent]));
  for (const row of charges) {
    const intent = byId.get(row.intentId);
    expect(intent && ['succeeded', 'refunded'].includes(intent.status), row.intentId).toBe(true);
    expect(row.amountCents).toBe(intent!.amountCents);
    // No orphan: the row pays for what its intent was made for, and that thing exists.
    const purpose = purposeOf({ metadata: intent!.metadata });
    expect([purpose?.kind, purpose?.id]).toEqual([row.kind, row.orderId ?? row.quoteId ?? row.invoiceId]);
  }
  for (const row of refunds) {
    expect(byId.get(row.intentId)).toMatchObject({ status: 'refunded', refundId: row.refundId });
    expect(charges.filter((charge) => charge.intentId === row.intentId)).toHaveLength(1);
  }
  // Every payment the gateway took is in the ledger once; every one it gave back, refunded once.
  const taken = intents.filter((intent) => intent.status === 'succeeded' || intent.status === 'refunded');
  expect(taken.map((intent) => intent.id).sort()).toEqual(charges.map((row) => row.intentId).sort());
  expect(
    intents
      .filter((intent) => intent.status === 'refunded')
      .map((intent) => intent.id)
      .sort(),
  ).toEqual(refunds.map((row) => row.intentId).sort());
  const orphans = await database.db
    .select({ id: payments.id })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(quotes, eq(quotes.id, payments.quoteId))
    .where(
      sql`(${payments.kind} = 'order' and ${orders.id} is null) or (${payments.kind} = 'deposit' and ${quotes.id} is null) or ${payments.kind} = 'invoice'`,
    );
  expect(orphans).toEqual([]);
});
