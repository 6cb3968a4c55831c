import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@/shared/answers/error';
import type { Order } from '@/shared/answers/orders';
import type { DatabaseHandle } from '../db/client';
import { payments } from '../db/schema';
import { jsonRequest, signedInUser, type TestApp } from '../test/app';
import { createTool, deliveryAddress } from '../test/factories';
import { payOrder } from '../test/paid-orders';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;

useTestApp((opened) => ({ database, app } = opened));

const asAdmin = async () => (await signedInUser(database, { role: 'admin' })).auth;
const put = async (path: string, body: unknown, auth: Record<string, string>) =>
  app.request(`/api/${path}`, jsonRequest('PUT', body, auth));
const read = async (path: string) => (await app.request(`/api/${path}`)).json();

/** The books as a test sets them; the defaults (no tax, free delivery, no pickup) after. */
async function withBooks(admin: Record<string, string>, taxes: object[], delivery: object, run: () => Promise<void>) {
  expect((await put('tax-rates', { rates: taxes }, admin)).status).toBe(200);
  expect((await put('delivery', delivery, admin)).status).toBe(200);
  try {
    await run();
  } finally {
    await put('tax-rates', { rates: [] }, admin);
    await put('delivery', { flat: 0, freeFrom: null, pickup: false }, admin);
  }
}

/** A customer's order of `quantity` of a new tool at `priceCents`, delivered to `state` (or picked up). */
async function orderOf(priceCents: number, quantity: number, state: string, delivery?: 'ship' | 'pickup') {
  const tool = await createTool(database.db, { priceCents, availableQuantity: 1000 });
  const customer = await signedInUser(database);
  const response = await app.request(
    '/api/orders',
    jsonRequest(
      'POST',
      {
        items: [{ productId: tool.id, quantity }],
        ...deliveryAddress,
        userState: state,
        ...(delivery && { delivery }),
      },
      customer.auth,
    ),
  );
  return { response, customer };
}

const totals = ({ subtotal, tax, taxState, taxPercent, delivery, deliveryMethod, totalPrice }: Order) => ({
  subtotal,
  tax,
  taxState,
  taxPercent,
  delivery,
  deliveryMethod,
  totalPrice,
});

describe('the books’ settings', () => {
  it('start at no tax, free delivery and no pickup, which anyone reads', async () => {
    expect(await read('tax-rates')).toEqual({ rates: [] });
    expect(await read('delivery')).toEqual({ flat: 0, freeFrom: null, pickup: false });
  });

  it('are written by admins only, whole, and read back as written', async () => {
    const customer = await signedInUser(database);
    const rates = { rates: [{ state: 'WA', percent: 6.5, painting: true }] };
    expect((await put('tax-rates', rates, customer.auth)).status).toBe(403);
    expect((await app.request('/api/tax-rates', jsonRequest('PUT', rates))).status).toBe(401);
    const admin = await asAdmin();
    const written = {
      rates: [
        { state: 'WA', percent: 10.125, painting: false },
        { state: 'CA', percent: 7.25, painting: true },
      ],
    };
    await withBooks(admin, written.rates, { flat: 9.5, freeFrom: 150, pickup: true }, async () => {
      expect(await read('tax-rates')).toEqual({ rates: [written.rates[1], written.rates[0]] });
      expect(await read('delivery')).toEqual({ flat: 9.5, freeFrom: 150, pickup: true });
    });
  });

  it('refuse a rate outside 0–20 or past 3 decimals, an unknown state, a state twice and a negative charge: 422, nothing changed', async () => {
    const admin = await asAdmin();
    const refused = [
      [{ rates: [{ state: 'WA', percent: 20.001, painting: true }] }, 'rates.0.percent'],
      [{ rates: [{ state: 'WA', percent: -1, painting: true }] }, 'rates.0.percent'],
      [{ rates: [{ state: 'WA', percent: 6.5001, painting: true }] }, 'rates.0.percent'],
      [{ rates: [{ state: 'XX', percent: 5, painting: true }] }, 'rates.0.state'],
      [{ rates: [{ state: 'WA', percent: '5', painting: true }] }, 'rates.0.percent'],
      [
        {
          rates: [
            { state: 'WA', percent: 5, painting: true },
            { state: 'WA', percent: 6, painting: true },
          ],
        },
        'rates',
      ],
    ] as const;
    for (const [body, path] of refused) {
      const response = await put('tax-rates', body, admin);
      expect(response.status).toBe(422);
      expect(((await response.json()) as ApiErrorBody).error.issues?.map((issue) => issue.path)).toContain(path);
    }
    for (const body of [
      { flat: -1, freeFrom: null, pickup: true },
      { flat: 1, freeFrom: -5, pickup: true },
      { flat: 'a' },
    ])
      expect((await put('delivery', body, admin)).status).toBe(422);
    expect(await read('tax-rates')).toEqual({ rates: [] });
    expect(await read('delivery')).toEqual({ flat: 0, freeFrom: null, pickup: false });
  });
});

describe('an order’s totals', () => {
  it('are the lines, the tax of the address’s state rounded half-up, and delivery; the card is charged their sum', async () => {
    const admin = await asAdmin();
    await withBooks(
      admin,
      [{ state: 'WA', percent: 6.5, painting: true }],
      { flat: 9.5, freeFrom: 150, pickup: true },
      async () => {
        // $12.99 × 3 = $38.97; 6.5 % of it is 253.305 cents: $2.53.
        const { response, customer } = await orderOf(1299, 3, 'Washington');
        expect(response.status).toBe(201);
        const order = (await response.json()) as Order;
        expect(totals(order)).toEqual({
          subtotal: 38.97,
          tax: 2.53,
          taxState: 'WA',
          taxPercent: 6.5,
          delivery: 9.5,
          deliveryMethod: 'ship',
          totalPrice: 51,
        });
        const paid = await payOrder(app, customer.auth, order);
        expect(paid).toMatchObject({ paid: true, totalPrice: 51, number: expect.stringMatching(/^R-\d{4}-\d{5}$/) });
        const [charge] = await database.db.select().from(payments).where(eq(payments.orderId, order._id));
        expect(charge).toMatchObject({ amountCents: 5100, taxCents: 253, number: paid.number });

        // Half a cent goes up: 5 % of 10 cents.
        expect(totals((await (await orderOf(10, 1, 'wa ')).response.json()) as Order)).toMatchObject({ tax: 0.01 });
        // From the free-from amount, delivery is free; a state without a rate pays no tax.
        expect(totals((await (await orderOf(15_000, 1, 'OR')).response.json()) as Order)).toMatchObject({
          tax: 0,
          taxState: null,
          delivery: 0,
          totalPrice: 150,
        });
      },
    );
  });

  it('of a pickup are taxed as the shop’s state and pay no delivery; a pickup not offered, or a state unknown once tax is charged, is 422', async () => {
    const admin = await asAdmin();
    await withBooks(
      admin,
      [{ state: 'OR', percent: 2, painting: false }],
      { flat: 9.5, freeFrom: null, pickup: true },
      async () => {
        const picked = (await (await orderOf(1000, 1, 'Washington', 'pickup')).response.json()) as Order;
        expect(totals(picked)).toMatchObject({
          tax: 0.2,
          taxState: 'OR',
          delivery: 0,
          deliveryMethod: 'pickup',
          totalPrice: 10.2,
        });
        const unknown = (await orderOf(1000, 1, 'Kent')).response;
        expect(unknown.status).toBe(422);
        expect(((await unknown.json()) as ApiErrorBody).error.issues).toEqual([
          { path: 'userState', message: 'Enter a US state, such as WA or Washington.' },
        ]);
      },
    );
    const noPickup = (await orderOf(1000, 1, 'OR', 'pickup')).response;
    expect(noPickup.status).toBe(422);
    expect(((await noPickup.json()) as ApiErrorBody).error.issues?.[0]?.path).toBe('delivery');
  });

  it('keep the rate they were placed at when it changes after', async () => {
    const admin = await asAdmin();
    await withBooks(
      admin,
      [{ state: 'WA', percent: 10, painting: true }],
      { flat: 0, freeFrom: null, pickup: false },
      async () => {
        const { response, customer } = await orderOf(1000, 1, 'WA');
        const order = (await response.json()) as Order;
        await put('tax-rates', { rates: [{ state: 'WA', percent: 20, painting: true }] }, admin);
        const read = (await (await app.request(`/api/order/${order._id}`, { headers: customer.auth })).json()) as Order;
        expect(totals(read)).toMatchObject({ tax: 1, taxPercent: 10, totalPrice: 11 });
      },
    );
  });
});
