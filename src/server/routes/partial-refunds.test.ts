import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@/shared/answers/error';
import type { Order } from '@/shared/answers/orders';
import type { DatabaseHandle } from '../db/client';
import { emails, payments } from '../db/schema';
import { jsonRequest, signedInUser, type TestApp } from '../test/app';
import { orderOf35 } from '../test/paid-orders';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

const asAdmin = async () => (await signedInUser(database, { role: 'admin' })).auth;
const refund = (auth: Record<string, string>, order: Order, body?: object) =>
  app.request(
    `/api/orders/${order._id}/refund`,
    body ? jsonRequest('POST', body, auth) : { method: 'POST', headers: auth },
  );
const refusal = async (response: Response) => {
  expect(response.status).toBe(422);
  return ((await response.json()) as ApiErrorBody).error;
};
const refundRows = (order: Order) =>
  database.db
    .select({ amountCents: payments.amountCents, taxCents: payments.taxCents, number: payments.number })
    .from(payments)
    .where(eq(payments.orderId, order._id))
    .then((rows) => rows.filter((row) => row.number?.startsWith('CN-')));

/** The $35 order of 2 rollers and 3 trays, delivered in Oregon and taxed there at 10 %: $38.50, paid. */
async function taxedOrder() {
  const admin = await asAdmin();
  await app.request(
    '/api/tax-rates',
    jsonRequest('PUT', { rates: [{ state: 'OR', percent: 10, painting: false }] }, admin),
  );
  const placed = await orderOf35({ database, app }, { paid: true });
  expect(placed.order).toMatchObject({ subtotal: 35, tax: 3.5, totalPrice: 38.5 });
  return { admin, ...placed };
}

afterEach(async () => {
  await app.request('/api/tax-rates', jsonRequest('PUT', { rates: [] }, await asAdmin()));
});

describe('a partial refund', () => {
  it('gives back chosen lines with their tax, or an amount with its share, then the rest; never more than remains', async () => {
    const { admin, order, tools, stock } = await taxedOrder();
    const roller = tools[0]!.id;

    const lines = await refund(admin, order, { items: [{ productId: roller, quantity: 1 }] });
    expect(lines.status).toBe(200);
    expect(await lines.json()).toMatchObject({ status: 'pending', refunded: 11, totalPrice: 38.5 });
    expect(await stock()).toEqual([9, 7]);

    // $5 of $38.50 carries 45 cents of its $3.50 tax.
    expect(await (await refund(admin, order, { amount: 5 })).json()).toMatchObject({ refunded: 16 });
    expect(await refusal(await refund(admin, order, { amount: 30 }))).toMatchObject({
      message: 'Only $22.50 of this order remains to refund.',
      issues: [{ path: 'amount', message: 'At most $22.50 remains to refund.' }],
    });
    expect(await refusal(await refund(admin, order, { items: [{ productId: roller, quantity: 2 }] }))).toMatchObject({
      issues: [{ path: 'items.0.quantity', message: 'Only 1 of Roller remains to refund.' }],
    });

    const rest = (await (await refund(admin, order)).json()) as Order;
    expect(rest).toMatchObject({ status: 'refunded', refunded: 38.5 });
    expect(rest.events!.filter((event) => event.status === 'refunded').map((event) => event.note)).toEqual([
      expect.stringMatching(/^\$11\.00 refunded in part \(credit note CN-\d{4}-\d{5}\)\.$/),
      expect.stringMatching(/^\$5\.00 refunded in part \(credit note CN-/),
      expect.stringMatching(/^\$22\.50 refunded \(credit note CN-/),
    ]);
    expect(await stock()).toEqual([10, 10]);

    const rows = await refundRows(order);
    expect(rows.map(({ amountCents, taxCents }) => [amountCents, taxCents])).toEqual([
      [1100, 100],
      [500, 45],
      [2250, 205],
    ]);
    const numbers = rows.map((row) => Number(row.number!.slice(-5)));
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
    const mail = await database.db
      .select({ kind: emails.kind })
      .from(emails)
      .where(eq(emails.toAddress, order.userEmail));
    expect(mail.filter((each) => each.kind === 'order-refunded')).toHaveLength(3);
  });

  it('of two at once: one wins and the other is refused with 409, nothing given back twice', async () => {
    const { admin, order } = await taxedOrder();
    const answers = await Promise.all([refund(admin, order, { amount: 20 }), refund(admin, order, { amount: 20 })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await refundRows(order)).toHaveLength(1);
  });

  it('refuses nothing, text, both lines and an amount, and a tool not on the order: 422, nothing given back', async () => {
    const { admin, order } = await taxedOrder();
    for (const body of [
      { amount: 0 },
      { amount: 'ten' },
      { amount: 1.234 },
      { items: [] },
      { items: [{ productId: order.items[0]!.productId, quantity: 1 }], amount: 1 },
      { items: [{ productId: crypto.randomUUID(), quantity: 1 }] },
    ])
      await refusal(await refund(admin, order, body));
    expect(await refundRows(order)).toEqual([]);
  });
});
