import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';
import { paymentIntents, payments, testPaymentIntents } from '../db/schema';
import { createTestGateway } from '../payments/test-gateway';
import { jsonRequest, placedOrder, signedInUser, type TestApp } from './app';
import { createTool } from './factories';

/** A card the local gateway takes, valid for two years more. */
export const testCard = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };

export const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

/** The money module's tests' calls and reads, on the app and database of one test file. */
export function moneyWorld(world: () => { database: DatabaseHandle; app: TestApp }) {
  const gateway = () => createTestGateway(world().database.db).gateway;
  const intentRow = async (id: string) =>
    (await world().database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0]!;
  const intentStatus = async (id: string) => (await intentRow(id)).status;
  /** The ledger's rows that `where` finds (of one intent, order or quote), by type, each with `fields` only. */
  const ledger = async <Field extends keyof typeof payments.$inferSelect>(where: SQL, ...fields: Field[]) =>
    (await world().database.db.select().from(payments).where(where))
      .sort((a, b) => a.type.localeCompare(b.type))
      .map((row) => Object.fromEntries(fields.map((field) => [field, row[field]])) as Pick<typeof row, Field>);
  const ledgerOfIntent = (id: string) => ledger(eq(payments.intentId, id), 'type', 'status', 'reason');
  /** An order's rows of the ledger, charge first, with what a refund's test looks at. */
  const ledgerOfOrder = (orderId: string) =>
    ledger(eq(payments.orderId, orderId), 'type', 'amountCents', 'status', 'causedBy', 'reason', 'refundId');
  const pay = (clientSecret: string) =>
    world().app.request('/api/test-gateway/confirm', jsonRequest('POST', { clientSecret, card: testCard }));
  const openForm = async (auth: Record<string, string>, body: object) =>
    (
      (await (await world().app.request('/api/create-payment-intent', jsonRequest('POST', body, auth))).json()) as {
        clientSecret: string;
      }
    ).clientSecret;

  /**
   * A payable intent for the thing, opened the way the shop did before it kept one per thing (a tab whose page
   * was opened a day before, once the gateway forgot its idempotency key), `hoursAgo`.
   */
  async function olderTab(metadata: Record<string, string>, amountCents: number, hoursAgo = 1) {
    const made = await gateway().createIntent({
      amountCents,
      currency: 'usd',
      metadata,
      idempotencyKey: `older-tab-${crypto.randomUUID()}`,
    });
    await world()
      .database.db.insert(paymentIntents)
      .values({
        id: made.id,
        kind: 'orderId' in metadata ? 'order' : 'quoteId' in metadata ? 'deposit' : 'invoice',
        orderId: metadata.orderId ?? null,
        quoteId: metadata.quoteId ?? null,
        invoiceId: metadata.invoiceId ?? null,
        amountCents,
        createdAt: sql`now() - make_interval(hours => ${hoursAgo})`,
      });
    return made;
  }

  /** A customer's unpaid order of $50. */
  async function unpaidOrder() {
    const tool = await createTool(world().database.db, { priceCents: 2500, availableQuantity: 10 });
    const customer = await signedInUser(world().database);
    return { customer, order: await placedOrder(world().app, customer.auth, tool.id, 2) };
  }

  return {
    gateway,
    intentRow,
    intentStatus,
    ledger,
    ledgerOfIntent,
    ledgerOfOrder,
    pay,
    openForm,
    olderTab,
    unpaidOrder,
  };
}

/**
 * A succeeded intent for `metadata`'s thing, as the card form leaves it: at the local gateway, paid, and in the
 * shop's own record of the intents it opened (written before the card form had it).
 */
export async function paidAtGateway(db: Database, metadata: Record<string, string>, amountCents: number) {
  const id = `pi_test_paid${crypto.randomUUID().replace(/-/g, '')}`;
  await db
    .insert(testPaymentIntents)
    .values({ id, metadata, amountCents, clientSecret: `${id}_secret_p`, status: 'succeeded' });
  await db.insert(paymentIntents).values({
    id,
    kind: 'orderId' in metadata ? 'order' : 'quoteId' in metadata ? 'deposit' : 'invoice',
    orderId: metadata.orderId ?? null,
    quoteId: metadata.quoteId ?? null,
    invoiceId: metadata.invoiceId ?? null,
    amountCents,
  });
  return id;
}
