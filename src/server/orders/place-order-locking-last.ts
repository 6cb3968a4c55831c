import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import type { SessionUser } from '../auth/middleware';
import { orderEvents, orderItems, orders, tools } from '../db/schema';
import { type Transaction, TryAgain, type WriteResult } from '../http/idempotency';
import { type OrderLineRow, type OrderRow, toOrderDto } from './order-dto';
import { maxOrderTotalCents, type PlaceOrderBody, wantedLines } from './place-order';
import { lockCustomer, tooManyUnpaid, unpaidOrdersOf } from './stock';

/**
 * Places an order taking its tools' rows last, so that they are locked for the shortest time: orders of
 * many lines meet on the same tools, and a row taken stays locked until the commit, which here follows
 * the taking at once. The customer's row is locked and their unpaid orders counted first, as
 * `checkUnpaidOrders` does. The tools are read without a lock, and the order, its lines and its answer are
 * made from what was read. Then one last statement takes every line's stock, all or none, only where its
 * tool is still as read (sold, the same name and price, its minimum met, enough left), locking the rows in
 * the order of their ids as every stock change does, and writes the order and keeps its answer with it. Answers undefined, the unpaid orders counted, when a line would be refused, for `placeOrder` to say
 * why under its locks; throws `TryAgain` when a tool changed between the read and the taking.
 */
export async function placeOrderLockingLast(
  tx: Transaction,
  input: PlaceOrderBody,
  user: SessionUser,
  { holdMinutes, maxUnpaid }: AppDeps['orderHolds'],
): Promise<WriteResult | undefined> {
  const wanted = wantedLines(input);
  const toolIds = wanted.map((line) => line.productId);
  await lockCustomer(tx, user.id);
  // The count and the tools in one statement, after the lock: it sees every order committed before it.
  const held = tx
    .select({ count: count().as('count') })
    .from(orders)
    .where(unpaidOrdersOf(user.id))
    .as('held');
  const read = await tx
    .select({
      held: held.count,
      now: sql`now()`.mapWith(orders.placedAt),
      tool: {
        id: tools.id,
        name: tools.name,
        priceCents: tools.priceCents,
        minOrderQuantity: tools.minOrderQuantity,
        availableQuantity: tools.availableQuantity,
        deletedAt: tools.deletedAt,
      },
    })
    .from(held)
    .leftJoin(tools, sql`${tools.id} = any(${sql.param(toolIds)}::uuid[])`);
  if (read[0]!.held >= maxUnpaid) throw tooManyUnpaid(maxUnpaid);

  const found = new Map(read.flatMap(({ tool }) => (tool ? [[tool.id, tool] as const] : [])));
  const orderId = randomUUID();
  const lines: OrderLineRow[] = [];
  for (const [position, line] of wanted.entries()) {
    const tool = found.get(line.productId);
    if (!tool || tool.deletedAt || line.quantity < tool.minOrderQuantity || line.quantity > tool.availableQuantity)
      return undefined;
    lines.push({
      orderId,
      position,
      toolId: tool.id,
      productName: tool.name,
      quantity: line.quantity,
      unitPriceCents: tool.priceCents,
      lineTotalCents: tool.priceCents * line.quantity,
    });
  }
  const totalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  if (totalCents > maxOrderTotalCents) return undefined;

  // Every column given, so that what is stored is what the answer says.
  const placedAt = read[0]!.now;
  const order: OrderRow = {
    id: orderId,
    userId: user.id,
    userName: user.name,
    userEmail: user.email,
    totalCents,
    address: input.userAddress,
    state: input.userState,
    zip: input.userZip,
    status: 'pending',
    paid: false,
    transactionId: null,
    placedAt,
    reservedUntil: new Date(placedAt.getTime() + holdMinutes * 60_000),
    carrier: null,
    trackingNumber: null,
  };
  const takeAndPlace = sql`
    with locked as materialized (
      select ${tools.id} from ${tools} where ${tools.id} = any(${sql.param(toolIds)}::uuid[])
      order by ${tools.id} for update
    ), taken as (
      update ${tools} set available_quantity = ${tools.availableQuantity} - wanted.units
      from unnest(
        ${sql.param(toolIds)}::uuid[],
        ${sql.param(lines.map((line) => line.quantity))}::integer[],
        ${sql.param(lines.map((line) => line.unitPriceCents))}::bigint[],
        ${sql.param(lines.map((line) => line.productName))}::text[]
      ) as wanted(tool_id, units, price_cents, name)
      where ${tools.id} = wanted.tool_id and ${tools.id} in (select id from locked)
        and ${tools.deletedAt} is null and ${tools.name} = wanted.name and ${tools.priceCents} = wanted.price_cents
        and ${tools.minOrderQuantity} <= wanted.units and ${tools.availableQuantity} >= wanted.units
      returning ${tools.id}
    ),
    placed as (${tx.insert(orders).values(order).getSQL()}),
    placed_lines as (${tx.insert(orderItems).values(lines).getSQL()}),
    placed_event as (${tx.insert(orderEvents).values({ orderId, status: 'placed', note: null }).getSQL()})`;

  return {
    status: 201,
    body: toOrderDto(order, lines),
    lastly: async (keepAnswer) => {
      const statement = sql`${takeAndPlace}${keepAnswer ? sql`, kept as (${keepAnswer})` : sql``}
        select count(*)::integer as taken from taken`;
      const { rows } = (await tx.execute(statement)) as unknown as { rows: { taken: number }[] };
      if (rows[0]!.taken < lines.length) throw new TryAgain();
    },
  };
}
