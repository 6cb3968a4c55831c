import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../app-deps';
import type { SessionUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { orderItems, orders, tools } from '../db/schema';
import type { Claim, WriteResult } from '../http/idempotency';
import { type OrderLineRow, type OrderRow, toOrderDto } from './order-dto';
import { maxOrderTotalCents, type PlaceOrderBody, wantedLines } from './place-order';

/** What `place_order_at_once` raises when it keeps nothing (see its migration). */
const notPlacedAtOnce = 'BWA01';

function raisedCode(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** A row with its columns' names and values as the database has them, for `jsonb_populate_record`. */
function databaseRow<TTable extends PgTable>(table: TTable, row: TTable['$inferSelect']) {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([field, column]) => {
      const value = (row as Record<string, unknown>)[field];
      return [column.name, value === null || value === undefined ? null : column.mapToDriverValue(value)];
    }),
  );
}

/**
 * Places an order in one call to the database that commits as it returns (`place_order_at_once`, in the
 * migrations), so that the rows of its tools, which every other order of them waits for, stay locked for
 * that call's own moment and never across a round trip to this process, whose event loop may be busy.
 * The tools are read first, without a lock, and the order, its lines and its answer made from them; the
 * call keeps the claim with the answer, counts the customer's unpaid orders under their lock, and takes
 * the stock only where every tool is still as read. Answers undefined, having kept nothing, when a line
 * would be refused or anything was not as read: the ordinary path (`placeOrder`) then places it or says
 * why, under its locks.
 */
export async function placeOrderAtOnce(
  db: Database,
  claim: Claim | undefined,
  input: PlaceOrderBody,
  user: SessionUser,
  { holdMinutes, maxUnpaid }: AppDeps['orderHolds'],
): Promise<WriteResult | undefined> {
  const wanted = wantedLines(input);
  const read = await db
    .select({
      now: sql`now()`.mapWith(orders.placedAt),
      id: tools.id,
      name: tools.name,
      priceCents: tools.priceCents,
      minOrderQuantity: tools.minOrderQuantity,
      availableQuantity: tools.availableQuantity,
      deletedAt: tools.deletedAt,
    })
    .from(tools)
    .where(sql`${tools.id} = any(${sql.param(wanted.map((line) => line.productId))}::uuid[])`);
  const found = new Map(read.map((tool) => [tool.id, tool]));

  const orderId = crypto.randomUUID();
  const lines: OrderLineRow[] = [];
  for (const [position, { productId, quantity }] of wanted.entries()) {
    const tool = found.get(productId);
    if (!tool || tool.deletedAt || quantity < tool.minOrderQuantity || quantity > tool.availableQuantity)
      return undefined;
    lines.push({
      orderId,
      position,
      toolId: tool.id,
      productName: tool.name,
      quantity,
      unitPriceCents: tool.priceCents,
      lineTotalCents: tool.priceCents * quantity,
    });
  }
  const totalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  if (totalCents > maxOrderTotalCents) return undefined;

  // Every column given, so that what is kept is what the answer says; placed at the database's time.
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
  const answer = toOrderDto(order, lines);
  try {
    await db.execute(sql`select place_order_at_once(
      ${claim?.scope ?? null}, ${claim?.key ?? null}, ${claim?.requestHash ?? null}, ${JSON.stringify(answer)}::jsonb,
      ${user.id}::uuid, ${maxUnpaid}::integer,
      ${JSON.stringify(databaseRow(orders, order))}::jsonb,
      ${JSON.stringify(lines.map((line) => databaseRow(orderItems, line)))}::jsonb
    )`);
  } catch (error) {
    if (raisedCode(error) === notPlacedAtOnce) return undefined;
    throw error;
  }
  return { status: 201, body: answer };
}
