import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@/shared/answers/error';
import type { Payment, Takings } from '@/shared/answers/money';
import { addDays, shopDate } from '@/shared/slots';
import type { DatabaseHandle } from '../db/client';
import { payments } from '../db/schema';
import { placedOrder, signedInUser, type TestApp } from '../test/app';
import { createTool } from '../test/factories';
import { quoteInStatus, testTimeZone } from '../test/quotes';
import { useTestApp } from '../test/use-test-app';

let database: DatabaseHandle, app: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let orderId: string, quoteId: string;

useTestApp(
  async (opened) => {
    ({ database, app } = opened);
    admin = await signedInUser(database, { role: 'admin' });
    const customer = await signedInUser(database);
    orderId = (await placedOrder(app, customer.auth, (await createTool(database.db)).id))._id;
    quoteId = (await quoteInStatus(database.db, customer.user.id, 'deposit_paid')).id;
  },
  { freshEachTest: [payments] },
);

let sequence = 0;
/** A row of the ledger, written as the money module would, at `at`. */
function row(at: string, fields: Partial<typeof payments.$inferInsert> = {}) {
  sequence += 1;
  const kind = fields.kind ?? 'order';
  return {
    kind,
    orderId: kind === 'order' ? orderId : null,
    quoteId: kind === 'deposit' ? quoteId : null,
    type: 'charge' as const,
    amountCents: 1000,
    intentId: `pi_test_ledger${sequence}`,
    status: 'succeeded' as const,
    at: new Date(at),
    ...fields,
  };
}
const write = (...rows: ReturnType<typeof row>[]) => database.db.insert(payments).values(rows);
const get = (path: string, auth = admin.auth) => app.request(path, { headers: auth });
const untaxed = { tax: 0, delivery: 0 };

describe('GET /api/payments', () => {
  it('lists the ledger newest first, with the contract’s fields, a page at a time with the total', async () => {
    await write(
      row('2026-03-02T15:00:00Z', { amountCents: 3500 }),
      row('2026-03-03T15:00:00Z', { kind: 'deposit', amountCents: 37_037 }),
      row('2026-03-04T15:00:00Z', { type: 'refund', amountCents: 3500, intentId: 'pi_test_ledger1', refundId: 're_1' }),
    );
    const response = await get('/api/payments?limit=2');
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Total-Count')).toBe('3');
    const page = (await response.json()) as Payment[];
    expect(page).toEqual([
      {
        _id: expect.any(String),
        number: null,
        kind: 'order',
        type: 'refund',
        amount: 35,
        subtotal: 35,
        ...untaxed,
        currency: 'usd',
        orderId,
        intentId: 'pi_test_ledger1',
        status: 'succeeded',
        at: '2026-03-04T15:00:00.000Z',
      },
      {
        _id: expect.any(String),
        number: null,
        kind: 'deposit',
        type: 'charge',
        amount: 370.37,
        subtotal: 370.37,
        ...untaxed,
        currency: 'usd',
        quoteId,
        intentId: expect.any(String),
        status: 'succeeded',
        at: '2026-03-03T15:00:00.000Z',
      },
    ]);
    const rest = (await (await get('/api/payments?limit=2&offset=2')).json()) as Payment[];
    expect(rest.map((payment) => payment.amount)).toEqual([35]);
    expect((await (await get('/api/payments?kind=deposit')).json()) as Payment[]).toHaveLength(1);
    expect((await (await get('/api/payments?kind=invoice')).json()) as Payment[]).toEqual([]);
  });

  it('takes days in the shop’s time zone, both ends included', async () => {
    // New York is 4 hours behind UTC on 10 March 2026 (summer time began on the 8th).
    await write(
      row('2026-03-10T03:59:59Z', { amountCents: 100 }), // 9 March, 23:59:59 in the shop
      row('2026-03-10T04:00:00Z', { amountCents: 200 }), // 10 March, midnight
      row('2026-03-12T03:59:59Z', { amountCents: 300 }), // 11 March, 23:59:59
      row('2026-03-12T04:00:00Z', { amountCents: 400 }), // 12 March
    );
    const amounts = async (query: string) =>
      ((await (await get(`/api/payments?${query}`)).json()) as Payment[]).map((payment) => payment.amount);
    expect(await amounts('from=2026-03-10&to=2026-03-11')).toEqual([3, 2]);
    expect(await amounts('from=2026-03-12')).toEqual([4]);
    expect(await amounts('to=2026-03-09')).toEqual([1]);
  });

  it.each([
    ['limit=101', 'limit must be at most 100.'],
    ['offset=-1', 'offset must be a whole number.'],
  ])('refuses a page of ?%s with 422', async (query, message) => {
    const response = await get(`/api/payments?${query}`);
    expect(response.status).toBe(422);
    expect(((await response.json()) as ApiErrorBody).error).toMatchObject({ code: 'invalid', message });
  });

  it.each([
    ['kind=coffee', 'kind must be one of order, deposit, invoice.'],
    ['from=2026-02-30', 'from must be a real day.'],
    ['to=yesterday', 'to must be a date, YYYY-MM-DD.'],
    ['from=2026-03-02&to=2026-03-01', 'from must not be after to.'],
  ])('refuses ?%s with 422 in the error shape', async (query, message) => {
    for (const path of [`/api/payments?${query}`, `/api/payments.csv?${query}`]) {
      const response = await get(path);
      expect(response.status).toBe(422);
      expect(((await response.json()) as ApiErrorBody).error).toMatchObject({ code: 'invalid', message });
    }
  });
});

describe('GET /api/payments.csv', () => {
  it('is the same ledger as CSV, for an accountant: every row, in batches, newest first', async () => {
    await write(
      ...Array.from({ length: 1201 }, (_, index) =>
        row(new Date(Date.UTC(2026, 0, 1, 12) + index * 60_000).toISOString(), { amountCents: 100_000 + index }),
      ),
      row('2026-02-01T12:00:00Z', { kind: 'deposit', type: 'refund', status: 'pending', amountCents: 5 }),
    );
    const response = await get('/api/payments.csv?kind=order');
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="brushwork-payments-order-start-to-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe(
      '_id,number,kind,type,amount,subtotal,tax,state,delivery,currency,orderId,quoteId,invoiceId,intentId,status,at',
    );
    expect(lines).toHaveLength(1 + 1201 + 1);
    expect(lines.at(-1)).toBe('');
    expect(lines[1]).toMatch(
      new RegExp(
        `^[0-9a-f-]{36},,order,charge,1012.00,1012.00,0.00,,0.00,usd,${orderId},,,pi_test_ledger\\d+,succeeded,2026-01-02T08:00:00.000Z$`,
      ),
    );
    expect(lines[1201]).toContain(',order,charge,1000.00,1000.00,0.00,,0.00,usd,');
    const deposits = (await (await get('/api/payments.csv?kind=deposit')).text()).split('\r\n');
    expect(deposits[1]).toContain(`,deposit,refund,0.05,0.05,0.00,,0.00,usd,,${quoteId},,`);
    expect(deposits[1]).toContain(',pending,2026-02-01T12:00:00.000Z');
  });

  it('loses no row and repeats none when a thousand share one instant to the microsecond', async () => {
    const at = sql`'2026-03-01 12:00:00.123456+00'::timestamptz`;
    await database.db
      .insert(payments)
      .values(Array.from({ length: 1000 }, () => ({ ...row('2026-03-01T12:00:00Z'), at })));
    const lines = (await (await get('/api/payments.csv?kind=order')).text()).split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(1000);
    expect(new Set(lines.map((line) => line.split(',')[0])).size).toBe(1000);
  });
});

describe('GET /api/takings', () => {
  it('sums each of the last 30 days, each kind and all, and what is still owed back', async () => {
    const today = shopDate(Date.now(), testTimeZone);
    const noon = (day: string) => new Date(`${day}T16:00:00Z`).toISOString();
    await write(
      row(noon(today), { amountCents: 5000 }),
      row(noon(today), { amountCents: 5000, type: 'refund', intentId: 'pi_test_ledger_paid_back', refundId: 're_x' }),
      row(noon(today), { kind: 'deposit', amountCents: 37_037 }),
      row(noon(addDays(today, -2)), { amountCents: 1250 }),
      row(noon(addDays(today, -2)), { type: 'refund', status: 'pending', amountCents: 700, intentId: 'pi_test_owed' }),
      row(noon(addDays(today, -45)), { amountCents: 99_999 }),
    );
    const response = await get('/api/takings');
    expect(response.status).toBe(200);
    const takings = (await response.json()) as Takings;
    expect(takings).toMatchObject({ from: addDays(today, -29), to: today, timeZone: testTimeZone, currency: 'usd' });
    expect(takings.days).toHaveLength(30);
    // Rows written without tax or delivery: all of what is kept is sales.
    const sums = (charges: number, refunds: number, net: number) => ({
      charges,
      refunds,
      net,
      sales: net,
      tax: 0,
      delivery: 0,
    });
    expect(takings.days.at(-1)).toEqual({ date: today, ...sums(420.37, 50, 370.37) });
    expect(takings.days.at(-3)).toEqual({ date: addDays(today, -2), ...sums(12.5, 0, 12.5) });
    expect(takings.days[0]).toEqual({ date: addDays(today, -29), ...sums(0, 0, 0) });
    expect(takings.kinds).toEqual([
      { kind: 'order', ...sums(62.5, 50, 12.5) },
      { kind: 'deposit', ...sums(370.37, 0, 370.37) },
      { kind: 'invoice', ...sums(0, 0, 0) },
    ]);
    expect(takings.total).toEqual(sums(432.87, 50, 382.87));
    expect(takings.refundsOwed).toBe(7);
    const older = (await (await get(`/api/takings?to=${addDays(today, -40)}`)).json()) as Takings;
    expect(older.total.charges).toBe(999.99);
  });

  it('refuses a span over a year, or backwards', async () => {
    expect((await get('/api/takings?from=2025-01-01&to=2026-01-02')).status).toBe(422);
    expect((await get('/api/takings?from=2026-01-02&to=2026-01-01')).status).toBe(422);
    expect((await get('/api/takings?from=2025-01-02&to=2026-01-01')).status).toBe(200);
  });
});
