import { asc, eq, sql } from 'drizzle-orm';
import type { Order } from '@/shared/api-types';
import type { Database } from '../db/client';
import { orderEvents, orderItems } from '../db/schema';
import type { Transaction } from '../http/idempotency';
import { type OrderLineRow, type OrderRow, toOrderDto } from './order-dto';

type Reader = Database | Transaction;

/** The lines of these orders, in one query however many, by order id and in each order's own order. */
export async function linesOf(db: Reader, orderIds: string[]): Promise<Map<string, OrderLineRow[]>> {
  const byOrder = new Map<string, OrderLineRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const lines = await db
    .select()
    .from(orderItems)
    .where(sql`${orderItems.orderId} = any(${sql.param(orderIds)}::uuid[])`)
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  for (const line of lines) byOrder.get(line.orderId)?.push(line);
  return byOrder;
}

/** Orders of a list (a page of them), each with its lines, without timelines. */
export async function listedOrders(db: Reader, rows: OrderRow[]): Promise<Order[]> {
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toOrderDto(row, lines.get(row.id) ?? []));
}

/** One order with its lines and, with `timeline`, its events oldest first. */
export async function orderAnswer(db: Reader, row: OrderRow, { timeline = false } = {}): Promise<Order> {
  const [lines, events] = await Promise.all([
    linesOf(db, [row.id]),
    timeline
      ? db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.id))
      : undefined,
  ]);
  return toOrderDto(row, lines.get(row.id) ?? [], events);
}
