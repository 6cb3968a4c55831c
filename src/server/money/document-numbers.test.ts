import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { orders, payments } from '../db/schema';
import { placedCartOrder, signedInUser, type TestApp } from '../test/app';
import { createTool } from '../test/factories';
import { payOrder } from '../test/paid-orders';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

describe('document numbers', () => {
  it('give 50 orders paid at once 50 consecutive receipt numbers, each its charge’s, with no gap', async () => {
    const tool = await createTool(database.db, { priceCents: 500, availableQuantity: 1000 });
    const customers = await Promise.all(Array.from({ length: 10 }, () => signedInUser(database)));
    const placed = [];
    for (const customer of customers)
      for (let each = 0; each < 5; each += 1)
        placed.push({
          customer,
          order: await placedCartOrder(app, customer.auth, [{ productId: tool.id, quantity: 1 }]),
        });
    const paid = await Promise.all(placed.map(({ customer, order }) => payOrder(app, customer.auth, order)));
    const numbers = paid.map((order) => order.number!).sort();
    const year = numbers[0]!.slice(2, 6);
    const first = Number(numbers[0]!.slice(-5));
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, at) => `R-${year}-${String(first + at).padStart(5, '0')}`));
    const rows = await database.db.select({ id: orders.id, number: orders.number }).from(orders);
    const charges = await database.db.select({ orderId: payments.orderId, number: payments.number }).from(payments);
    for (const order of paid)
      expect(charges.find((charge) => charge.orderId === order._id)?.number).toBe(
        rows.find((row) => row.id === order._id)?.number,
      );
  });
});
