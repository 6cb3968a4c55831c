import type { Order, OrderLine } from '@/shared/api-types';
import { formatOrderDate } from '@/shared/dates';
import { centsToDollars } from '@/shared/money';
import type { orderEvents, orderItems, orders } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderItems.$inferSelect;

/** "Roller and 2 more tools": how an order of several lines is named where one name is shown. */
function summaryName(lines: OrderLineRow[]): string {
  const others = lines.length - 1;
  return `${lines[0]?.productName ?? 'No tools'} and ${others} more ${others === 1 ? 'tool' : 'tools'}`;
}

const toOrderLine = (line: OrderLineRow): OrderLine => ({
  productId: line.toolId,
  productName: line.productName,
  quantity: line.quantity,
  price: centsToDollars(line.unitPriceCents),
  total: centsToDollars(line.lineTotalCents),
});

/**
 * An order as the API sends it: the spec's field names, money in dollars, its lines in their order. A
 * one-line order keeps the spec's one-product fields; one of several names a summary there, and its
 * timeline comes only where it is asked for.
 */
export function toOrderDto(row: OrderRow, lines: OrderLineRow[], events?: (typeof orderEvents.$inferSelect)[]): Order {
  const only = lines.length === 1 ? lines[0] : undefined;
  return {
    _id: row.id,
    userName: row.userName,
    userEmail: row.userEmail,
    productId: only?.toolId ?? null,
    productName: only?.productName ?? summaryName(lines),
    productQuantity: lines.reduce((units, line) => units + line.quantity, 0),
    price: only ? centsToDollars(only.unitPriceCents) : null,
    totalPrice: centsToDollars(row.totalCents),
    items: lines.map(toOrderLine),
    userAddress: row.address,
    userState: row.state,
    userZip: row.zip,
    date: formatOrderDate(row.placedAt),
    placedAt: row.placedAt.toISOString(),
    status: row.status,
    // Only an unpaid order holds stock; an expired one keeps the time its hold ran out.
    reservedUntil:
      !row.paid && (row.status === 'pending' || row.status === 'expired')
        ? (row.reservedUntil?.toISOString() ?? null)
        : null,
    paid: row.paid,
    // An unpaid order keeps its open payment's id for the gateway; the customer sees a transaction once paid.
    transactionId: row.paid ? row.transactionId : null,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    ...(events && {
      events: events.map((event) => ({ status: event.status, at: event.at.toISOString(), note: event.note })),
    }),
  };
}
