import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useMigrationDatabases } from '../test/migrations';

const databaseBefore = useMigrationDatabases();

describe('the migration to one ledger', () => {
  it('carries over order payments, paid orders, deposits, refunds and open intents', async () => {
    const { db, migrateAll } = await databaseBefore('0019_money_ledger');
    await db.execute(sql`insert into users (email, name) values ('ada@example.com', 'Ada')`);
    // Orders as the shop left them: paid with its payment row, paid without one, refunded, unpaid with a
    // form open, expired with a form open, and a paid one an admin deleted (its payment kept, its order gone).
    await db.execute(sql`
      insert into orders (id, user_id, user_name, user_email, total_cents, address, state, zip, status, paid,
        transaction_id, placed_at)
      select id::uuid, (select id from users), 'Ada', 'ada@example.com', total, '1 Main', 'OR', '97401', status,
        paid, intent, timestamptz '2026-03-01 10:00Z'
      from (values
        ('00000000-0000-4000-8000-000000000001', 3500, 'pending', true, 'pi_paid_row'),
        ('00000000-0000-4000-8000-000000000002', 1250, 'shipped', true, 'pi_paid_no_row'),
        ('00000000-0000-4000-8000-000000000003', 5000, 'refunded', true, 'pi_refunded'),
        ('00000000-0000-4000-8000-000000000004', 800, 'pending', false, 'pi_open_form'),
        ('00000000-0000-4000-8000-000000000005', 900, 'expired', false, 'pi_open_expired')
      ) as old(id, total, status, paid, intent)`);
    await db.execute(sql`
      insert into order_events (order_id, status, at, note) values
        ('00000000-0000-4000-8000-000000000002', 'paid', timestamptz '2026-03-02 11:00Z', null),
        ('00000000-0000-4000-8000-000000000003', 'refunded', timestamptz '2026-03-04 12:00Z', '$50.00 refunded.')`);
    await db.execute(sql`
      insert into payments (order_id, transaction_id, amount_cents, created_at) values
        ('00000000-0000-4000-8000-000000000001', 'pi_paid_row', 3500, timestamptz '2026-03-01 10:05Z'),
        ('00000000-0000-4000-8000-000000000003', 'pi_refunded', 5000, timestamptz '2026-03-03 09:00Z'),
        (null, 'pi_deleted_order', 4200, timestamptz '2026-02-20 09:00Z')`);
    // Quotes: a deposit paid, and one accepted with its card form open.
    await db.execute(sql`insert into quote_requests (id, user_id, address, rooms)
      values ('00000000-0000-4000-8000-0000000000a1', (select id from users), '2 Elm', '[]'),
             ('00000000-0000-4000-8000-0000000000a2', (select id from users), '3 Elm', '[]')`);
    await db.execute(sql`
      insert into quotes (id, request_id, lines, total_cents, deposit_percent, deposit_cents, valid_until, status,
        accepted_at, deposit_paid_at, transaction_id)
      values
        ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000a1', '[]', 100000, 30, 30000,
         '2026-04-01', 'deposit_paid', timestamptz '2026-03-05 10:00Z', timestamptz '2026-03-05 10:30Z', 'pi_deposit'),
        ('00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-0000000000a2', '[]', 20000, 10, 2000,
         '2026-04-01', 'accepted', timestamptz '2026-03-06 10:00Z', null, 'pi_deposit_open')`);
    await db.execute(sql`
      insert into test_payment_intents (id, order_id, quote_id, amount_cents, client_secret, status) values
        ('pi_refunded', '00000000-0000-4000-8000-000000000003', null, 5000, 'pi_refunded_secret_x', 'refunded'),
        ('pi_deposit', null, '00000000-0000-4000-8000-0000000000b1', 30000, 'pi_deposit_secret_x', 'succeeded')`);

    await migrateAll();

    const { rows: ledger } = await db.execute<Record<string, unknown>>(sql`
      select kind, type, amount_cents::integer as cents, order_id, quote_id, intent_id, status,
        caused_by = (select id from users) as by_customer, reason, at
      from payments order by at`);
    const order = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    const row = (fields: Record<string, unknown>) => ({
      order_id: null,
      quote_id: null,
      status: 'succeeded',
      by_customer: true,
      reason: null,
      ...fields,
    });
    expect(ledger.map(({ at, ...rest }) => ({ ...rest, at: new Date(at as string).toISOString() }))).toEqual([
      row({
        kind: 'order',
        type: 'charge',
        cents: 4200,
        intent_id: 'pi_deleted_order',
        by_customer: null,
        reason: 'Its order was deleted before orders were kept.',
        at: '2026-02-20T09:00:00.000Z',
      }),
      row({
        kind: 'order',
        type: 'charge',
        cents: 3500,
        order_id: order(1),
        intent_id: 'pi_paid_row',
        at: '2026-03-01T10:05:00.000Z',
      }),
      row({
        kind: 'order',
        type: 'charge',
        cents: 1250,
        order_id: order(2),
        intent_id: 'pi_paid_no_row',
        at: '2026-03-02T11:00:00.000Z',
      }),
      row({
        kind: 'order',
        type: 'charge',
        cents: 5000,
        order_id: order(3),
        intent_id: 'pi_refunded',
        at: '2026-03-03T09:00:00.000Z',
      }),
      row({
        kind: 'order',
        type: 'refund',
        cents: 5000,
        order_id: order(3),
        intent_id: 'pi_refunded',
        by_customer: null,
        reason: '$50.00 refunded.',
        at: '2026-03-04T12:00:00.000Z',
      }),
      row({
        kind: 'deposit',
        type: 'charge',
        cents: 30000,
        quote_id: '00000000-0000-4000-8000-0000000000b1',
        intent_id: 'pi_deposit',
        at: '2026-03-05T10:30:00.000Z',
      }),
    ]);

    const { rows: intents } = await db.execute<Record<string, unknown>>(sql`
      select id, kind, order_id, quote_id, amount_cents::integer as cents, status from payment_intents order by id`);
    expect(intents).toEqual([
      {
        id: 'pi_deposit_open',
        kind: 'deposit',
        order_id: null,
        quote_id: '00000000-0000-4000-8000-0000000000b2',
        cents: 2000,
        status: 'open',
      },
      { id: 'pi_open_expired', kind: 'order', order_id: order(5), quote_id: null, cents: 900, status: 'open' },
      { id: 'pi_open_form', kind: 'order', order_id: order(4), quote_id: null, cents: 800, status: 'open' },
    ]);
    // A row names the payment that paid it; the open ones moved to payment_intents.
    const { rows: named } = await db.execute<{ id: string; transaction_id: string | null }>(sql`
      select id::text, transaction_id from orders union all select id::text, transaction_id from quotes order by 1`);
    expect(named.map((each) => each.transaction_id)).toEqual([
      'pi_paid_row',
      'pi_paid_no_row',
      'pi_refunded',
      null,
      null,
      'pi_deposit',
      null,
    ]);
    const { rows: gateway } = await db.execute<Record<string, unknown>>(sql`
      select id, metadata, refund_id is not null as refund_named from test_payment_intents order by id`);
    expect(gateway).toEqual([
      { id: 'pi_deposit', metadata: { quoteId: '00000000-0000-4000-8000-0000000000b1' }, refund_named: false },
      { id: 'pi_refunded', metadata: { orderId: order(3) }, refund_named: true },
    ]);
    // From now on an order's payment must name its order.
    await expect(
      db.execute(
        sql`insert into payments (kind, type, amount_cents, intent_id, status) values ('order', 'charge', 1, 'pi_x', 'succeeded')`,
      ),
    ).rejects.toThrow();
  });
});
