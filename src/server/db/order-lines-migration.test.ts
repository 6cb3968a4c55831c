import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useMigrationDatabases } from '../test/migrations';

const databaseBefore = useMigrationDatabases();

describe('the migration to orders of several lines', () => {
  it('makes each one-tool order its first line, and its timeline from what orders and payments told', async () => {
    const { db, migrateAll } = await databaseBefore('0012_order_lines_events_carts');
    await db.execute(sql`insert into users (email, name) values ('painter@example.com', 'Pat Painter')`);
    await db.execute(sql`insert into tools (name, description, image, price_cents, min_order_quantity, available_quantity)
      values ('Roller', 'A roller.', '/images/tools/roller-kit.svg', 1250, 1, 10)`);
    await db.execute(sql`
      insert into orders (user_id, user_name, user_email, tool_id, product_name, quantity, unit_price_cents,
        total_cents, address, state, zip, status, paid, transaction_id, placed_at, reserved_until)
      select u.id, u.name, u.email, t.id, t.name, quantity, t.price_cents, t.price_cents * quantity, '1 Main', 'OR',
        '97401', status, paid, intent, now() - interval '2 days', now() - interval '1 day'
      from users u, tools t, (values (1, 'pending', false, null), (2, 'shipped', true, 'pi_shipped'),
        (3, 'expired', false, null), (4, 'refunded', true, 'pi_refunded')) as old(quantity, status, paid, intent)`);
    await db.execute(sql`insert into payments (order_id, transaction_id, amount_cents, created_at)
      select id, transaction_id, total_cents, placed_at + interval '1 hour' from orders where paid`);

    await migrateAll();

    const { rows: lines } = await db.execute<Record<string, unknown>>(sql`
      select o.status, o.total_cents::integer, i.position, i.product_name, i.quantity, i.unit_price_cents::integer,
        i.line_total_cents::integer
      from orders o join order_items i on i.order_id = o.id order by i.quantity`);
    expect(lines).toEqual(
      [
        ['pending', 1],
        ['shipped', 2],
        ['expired', 3],
        ['refunded', 4],
      ].map(([status, quantity]) => ({
        status,
        total_cents: 1250 * (quantity as number),
        position: 0,
        product_name: 'Roller',
        quantity,
        unit_price_cents: 1250,
        line_total_cents: 1250 * (quantity as number),
      })),
    );
    const { rows: steps } = await db.execute<{ status: string; steps: string[] }>(sql`
      select o.status, array_agg(e.status || coalesce(': ' || e.note, '') order by e.id) as steps
      from orders o join order_events e on e.order_id = o.id group by o.id, o.status order by o.status`);
    expect(Object.fromEntries(steps.map((row) => [row.status, row.steps]))).toEqual({
      pending: ['placed'],
      shipped: ['placed', 'paid', 'shipped: Shipped before orders kept a timeline: the day is not known.'],
      expired: ['placed', 'expired: Not paid in time: its tools went back on the shelf.'],
      refunded: [
        'placed',
        'paid',
        'refunded: $50.00 refunded at once: paid after the order expired, when its tools had sold out.',
      ],
    });
  });
});
