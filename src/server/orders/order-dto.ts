import type { Order, OrderLine } from '@/shared/answers/orders';
import { formatOrderDate } from '@/shared/dates';
import { centsToDollars } from '@/shared/money';
import type { OrderRow, orderEvents, orderItems } from '../db/schema';
import { holdRanOut } from '../expiry/order-holds';
import { expiredNote } from './events';

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
  refundedQuantity: line.refundedQuantity,
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
  // A hold that ran out reads as expired at once; the expiry job writes it so (and its event) within a minute.
  const lapsed = holdRanOut(row);
  const status = lapsed ? 'expired' : row.status;
  const timeline = events?.map((event) => ({ status: event.status, at: event.at.toISOString(), note: event.note }));
  if (lapsed && timeline) timeline.push({ status: 'expired', at: row.reservedUntil!.toISOString(), note: expiredNote });
  return {
    _id: row.id,
    userName: row.userName,
    userEmail: row.userEmail,
    productId: only?.toolId ?? null,
    productName: only?.productName ?? summaryName(lines),
    productQuantity: lines.reduce((units, line) => units + line.quantity, 0),
    price: only ? centsToDollars(only.unitPriceCents) : null,
    subtotal: centsToDollars(row.subtotalCents),
    tax: centsToDollars(row.taxCents),
    taxState: row.taxState,
    taxPercent: row.taxPercentThousandths / 1000,
    delivery: centsToDollars(row.deliveryCents),
    deliveryMethod: row.delivery,
    totalPrice: centsToDollars(row.totalCents),
    refunded: centsToDollars(row.refundedCents),
    number: row.paid ? row.number : null,
    items: lines.map(toOrderLine),
    userAddress: row.address,
    userState: row.state,
    userZip: row.zip,
    date: formatOrderDate(row.placedAt),
    placedAt: row.placedAt.toISOString(),
    status,
    // Only an unpaid order holds stock; an expired one keeps the time its hold ran out.
    reservedUntil:
      !row.paid && (status === 'pending' || status === 'expired') ? (row.reservedUntil?.toISOString() ?? null) : null,
    paid: row.paid,
    // An unpaid order keeps its open payment's id for the gateway; the customer sees a transaction once paid.
    transactionId: row.paid ? row.transactionId : null,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    ...(timeline && { events: timeline }),
  };
}
