import { eq, sql } from 'drizzle-orm';
import type { Order } from '@/shared/api-types';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { expireOrders } from '../expiry/order-holds';
import { jsonRequest, placedCartOrder, testOutbox, type TestApp } from './app';
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

/** An order whose hold ran out a second ago and which the expiry job has since written expired. */
export async function expiredByTheJob(db: Database, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ reservedUntil: sql`now() - interval '1 second'` })
    .where(eq(orders.id, orderId));
  await expireOrders(db, testOutbox, { orderId });
}
