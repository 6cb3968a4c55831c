import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Order } from '@/shared/answers/orders';
import type { Database, Transaction } from '../db/client';
import { orderEvents, orderItems, orders, type OrderRow } from '../db/schema';
import { onPage, type Page } from '../http/paging';
import { type OrderLineRow, toOrderDto } from './order-dto';

const inTheirOrder = [asc(orderItems.orderId), asc(orderItems.position)];

/**
 * A list of orders, newest first, those `where` picks, a page of them if asked: each with its lines and
 * without timelines, and how many the whole list holds. The page and the count are sent at once; the
 * lines are then read for exactly the orders on the page, so an order placed meanwhile never shows without
 * its lines.
 */
export async function listOrders(db: Database, where: SQL | undefined, page: Page | undefined) {
  const [rows, total] = await Promise.all([
    onPage(db.select().from(orders).where(where).orderBy(desc(orders.placedAt), asc(orders.id)).$dynamic(), page),
    db.$count(orders, where),
  ]);
  const lines =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(...inTheirOrder);
  const linesByOrder = new Map<string, OrderLineRow[]>();
  for (const line of lines) {
    const theirs = linesByOrder.get(line.orderId);
    if (theirs) theirs.push(line);
    else linesByOrder.set(line.orderId, [line]);
  }
  return { orders: rows.map((row) => toOrderDto(row, linesByOrder.get(row.id) ?? [])), total };
}

/**
 * One order with its lines and, with `timeline`, its events oldest first: read one after the other, as every
 * query on a transaction must be (its one connection runs one query at a time; pg 9 refuses overlapping ones).
 */
export async function readOrderAnswer(
  db: Database | Transaction,
  row: OrderRow,
  { timeline = false } = {},
): Promise<Order> {
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
    .orderBy(...inTheirOrder);
  const events = timeline
    ? await db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.id))
    : undefined;
  return toOrderDto(row, lines, events);
}
