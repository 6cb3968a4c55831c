import { eq, sql } from 'drizzle-orm';
import type { Order } from '@/shared/answers/orders';
import type { Database, DatabaseHandle } from '../db/client';
import { orders } from '../db/schema';
import { expireOrders } from '../expiry/order-holds';
import { jsonRequest, placedCartOrder, signedInUser, testMailQueue, type TestApp } from './app';
import { createTool, stockOf } from './factories';
import { testCard } from './money';

/** Pays an order as its customer does on the local gateway: the form opened, the card confirmed, the payment recorded. */
export async function payOrder(app: TestApp, auth: Record<string, string>, order: Order): Promise<Order> {
  const opened = await app.request('/api/create-payment-intent', jsonRequest('POST', { orderId: order._id }, auth));
  const { clientSecret } = (await opened.json()) as { clientSecret: string };
  await app.request('/api/test-gateway/confirm', jsonRequest('POST', { clientSecret, card: testCard }));
  const recorded = await app.request(
    `/api/payments/${order._id}`,
    jsonRequest('PATCH', { transactionId: clientSecret.split('_secret_')[0] }, auth),
  );
  if (recorded.status !== 200) throw new Error(`Recording the payment answered ${recorded.status}.`);
  return (await recorded.json()) as Order;
}

/** A cart order placed and paid by its customer. */
export async function paidCartOrder(
  app: TestApp,
  auth: Record<string, string>,
  items: { productId: string; quantity: number }[],
) {
  return payOrder(app, auth, await placedCartOrder(app, auth, items));
}

/**
 * A new customer's order of 2 rollers ($10) and 3 trays ($5), of two new tools with 10 of each in stock: $35,
 * paid when asked. `stock` reads what is left of the two tools.
 */
export async function orderOf35({ database, app }: { database: DatabaseHandle; app: TestApp }, { paid = false } = {}) {
  const tools = [
    await createTool(database.db, { name: 'Roller', priceCents: 1000, availableQuantity: 10 }),
    await createTool(database.db, { name: 'Tray', priceCents: 500, availableQuantity: 10 }),
  ];
  const customer = await signedInUser(database);
  const items = [
    { productId: tools[0]!.id, quantity: 2 },
    { productId: tools[1]!.id, quantity: 3 },
  ];
  const order = paid
    ? await paidCartOrder(app, customer.auth, items)
    : await placedCartOrder(app, customer.auth, items);
  const stock = () => Promise.all(tools.map((tool) => stockOf(database.db, tool.id)));
  return { customer, auth: customer.auth, tools, items, order, stock };
}

/** An order whose hold ran out a second ago and which the expiry job has since written expired. */
export async function expiredByTheJob(db: Database, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ reservedUntil: sql`now() - interval '1 second'` })
    .where(eq(orders.id, orderId));
  await expireOrders(db, testMailQueue, { orderId });
}
