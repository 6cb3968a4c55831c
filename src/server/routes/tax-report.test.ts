import { afterEach, describe, expect, it } from 'vitest';
import type { Payment, Takings, TaxReport } from '@/shared/answers/money';
import type { Order } from '@/shared/answers/orders';
import { shopDate } from '@/shared/slots';
import type { DatabaseHandle } from '../db/client';
import { jsonRequest, signedInUser, testShopTimeZone, type TestApp } from '../test/app';
import { createTool, deliveryAddress } from '../test/factories';
import { payOrder } from '../test/paid-orders';
import { useTestApp } from '../test/use-test-app';
import { quarterOf } from './takings';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

const asAdmin = async () => (await signedInUser(database, { role: 'admin' })).auth;
const read = async <T>(path: string, auth: Record<string, string>) => {
  const response = await app.request(path, { headers: auth });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

/** A paid order of `quantity` $20 tools, delivered to `state`. */
async function paidOrderIn(state: { userState: string; userZip: string }, quantity: number) {
  const tool = await createTool(database.db, { priceCents: 2000, availableQuantity: 20 });
  const customer = await signedInUser(database);
  const placed = await app.request(
    '/api/orders',
    jsonRequest(
      'POST',
      { items: [{ productId: tool.id, quantity }], ...deliveryAddress, ...state, delivery: 'ship' },
      customer.auth,
    ),
  );
  expect(placed.status).toBe(201);
  return payOrder(app, customer.auth, (await placed.json()) as Order);
}

afterEach(async () => {
  const admin = await asAdmin();
  await app.request('/api/tax-rates', jsonRequest('PUT', { rates: [] }, admin));
  await app.request('/api/delivery', jsonRequest('PUT', { flat: 0, freeFrom: null, pickup: false }, admin));
});

describe('the books of taxed and delivered orders', () => {
  it('show sales, tax and delivery in the takings, the ledger and its CSV, and the tax by state, refunds taken off', async () => {
    const admin = await asAdmin();
    await app.request(
      '/api/tax-rates',
      jsonRequest(
        'PUT',
        {
          rates: [
            { state: 'OR', percent: 10, painting: false },
            { state: 'WA', percent: 6.5, painting: true },
          ],
        },
        admin,
      ),
    );
    await app.request('/api/delivery', jsonRequest('PUT', { flat: 7.5, freeFrom: null, pickup: false }, admin));
    const today = shopDate(Date.now(), testShopTimeZone);
    const before = await read<TaxReport>(`/api/tax-report?from=${today}&to=${today}`, admin);
    const takingsBefore = await read<Takings>(`/api/takings?from=${today}&to=${today}`, admin);

    // $40 in Oregon: $4 tax and $7.50 delivery. $60 in Washington: $3.90 tax and $7.50 delivery.
    const oregon = await paidOrderIn({ userState: 'Oregon', userZip: '97401' }, 2);
    expect(oregon).toMatchObject({ subtotal: 40, tax: 4, delivery: 7.5, totalPrice: 51.5 });
    const washington = await paidOrderIn({ userState: 'WA', userZip: '98101' }, 3);
    expect(washington).toMatchObject({ subtotal: 60, tax: 3.9, delivery: 7.5, totalPrice: 71.4 });
    // One $20 tool of the Oregon order back, with its $2 tax; the delivery stays the shop's.
    const refunded = await app.request(
      `/api/orders/${oregon._id}/refund`,
      jsonRequest('POST', { items: [{ productId: oregon.items![0]!.productId, quantity: 1 }] }, admin),
    );
    expect(refunded.status).toBe(200);

    const ledger = await read<Payment[]>(`/api/payments?kind=order&from=${today}&to=${today}&limit=3`, admin);
    expect(
      ledger.map(({ type, amount, subtotal, tax, delivery, taxState }) => ({
        type,
        amount,
        subtotal,
        tax,
        delivery,
        taxState,
      })),
    ).toEqual([
      { type: 'refund', amount: 22, subtotal: 20, tax: 2, delivery: 0, taxState: 'OR' },
      { type: 'charge', amount: 71.4, subtotal: 60, tax: 3.9, delivery: 7.5, taxState: 'WA' },
      { type: 'charge', amount: 51.5, subtotal: 40, tax: 4, delivery: 7.5, taxState: 'OR' },
    ]);

    const csv = (
      await (await app.request(`/api/payments.csv?kind=order&from=${today}`, { headers: admin })).text()
    ).split('\r\n');
    expect(csv[0]).toBe(
      '_id,number,kind,type,amount,subtotal,tax,state,delivery,currency,orderId,quoteId,invoiceId,intentId,status,at',
    );
    expect(csv[1]).toMatch(/^[\w-]+,CN-\d{4}-\d{5},order,refund,22\.00,20\.00,2\.00,OR,0\.00,usd,/);
    expect(csv[2]).toMatch(/^[\w-]+,R-\d{4}-\d{5},order,charge,71\.40,60\.00,3\.90,WA,7\.50,usd,/);

    // The refund counts once the gateway has given it back, as in the takings.
    const after = await read<TaxReport>(`/api/tax-report?from=${today}&to=${today}`, admin);
    const stateOf = (report: TaxReport, state: string) =>
      report.states.find((each) => each.state === state) ?? { state, sales: 0, tax: 0 };
    const grew = (state: string) => ({
      state,
      sales: Math.round((stateOf(after, state).sales - stateOf(before, state).sales) * 100) / 100,
      tax: Math.round((stateOf(after, state).tax - stateOf(before, state).tax) * 100) / 100,
    });
    expect([grew('OR'), grew('WA')]).toEqual([
      { state: 'OR', sales: 20, tax: 2 },
      { state: 'WA', sales: 60, tax: 3.9 },
    ]);
    expect(after.states.map((each) => each.state)).toEqual([...after.states.map((each) => each.state)].sort());

    const takings = await read<Takings>(`/api/takings?from=${today}&to=${today}`, admin);
    const change = (of: 'charges' | 'refunds' | 'net' | 'sales' | 'tax' | 'delivery') =>
      Math.round((takings.total[of] - takingsBefore.total[of]) * 100) / 100;
    expect({
      charges: change('charges'),
      refunds: change('refunds'),
      net: change('net'),
      sales: change('sales'),
      tax: change('tax'),
      delivery: change('delivery'),
    }).toEqual({ charges: 122.9, refunds: 22, net: 100.9, sales: 80, tax: 5.9, delivery: 15 });
  });

  it('reports the quarter of the shop’s today when no days are asked for, and refuses a span the wrong way round', async () => {
    const admin = await asAdmin();
    const report = await read<TaxReport>('/api/tax-report', admin);
    expect({ from: report.from, to: report.to }).toEqual(quarterOf(shopDate(Date.now(), testShopTimeZone)));
    expect(quarterOf('2026-11-30')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(quarterOf('2026-02-14')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(await read<TaxReport>('/api/tax-report?from=2026-04-10', admin)).toMatchObject({
      from: '2026-04-10',
      to: '2026-06-30',
    });
    const wrong = await app.request('/api/tax-report?from=2026-03-02&to=2026-03-01', { headers: admin });
    expect(wrong.status).toBe(422);
  });
});
