import { randomUUID } from 'node:crypto';
import type { Sql } from './fixtures';

/**
 * `count` paid orders of one Sanding Block Kit each for `customer`, straight into the database: the first
 * placed at `firstPlacedAt`, each next one a minute later, at "1 Page Street", "2 Page Street"…
 */
export async function insertPaidOrders(
  sql: Sql,
  customer: { email: string; name: string },
  count: number,
  firstPlacedAt: number,
) {
  const [tool] = await sql<{ id: string; name: string }>("select id, name from tools where name = 'Sanding Block Kit'");
  const [user] = await sql<{ id: string }>('select id from users where email = $1', [customer.email]);
  // Each call's own payments, so two tests inserting at once never share a transaction id.
  const payments = randomUUID().slice(0, 8);
  for (let index = 0; index < count; index++) {
    await sql(
      `with placed as (
         insert into orders (user_id, user_name, user_email, subtotal_cents, total_cents, address, state, zip, status,
           paid, transaction_id, placed_at)
         values ($1, $2, $3, 1299, 1299, $6, 'OR', '97401', 'pending', true, $7, $8) returning id)
       insert into order_items (order_id, position, tool_id, product_name, quantity, unit_price_cents, line_total_cents)
       select id, 0, $4::uuid, $5::text, 1, 1299, 1299 from placed`,
      [
        user!.id,
        customer.name,
        customer.email,
        tool!.id,
        tool!.name,
        `${index + 1} Page Street`,
        `pi_paged_${payments}_${index}`,
        new Date(firstPlacedAt + index * 60_000).toISOString(),
      ],
    );
  }
}
