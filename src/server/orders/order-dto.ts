import type { Order } from '@/shared/api-types';
import { formatOrderDate } from '@/shared/dates';
import { centsToDollars } from '@/shared/money';
import type { orders } from '../db/schema';

/** An order row as the API sends it: the spec's field names, money in dollars. */
export function toOrderDto(row: typeof orders.$inferSelect): Order {
  return {
    _id: row.id,
    userName: row.userName,
    userEmail: row.userEmail,
    productId: row.toolId,
    productName: row.productName,
    productQuantity: row.quantity,
    price: centsToDollars(row.unitPriceCents),
    totalPrice: centsToDollars(row.totalCents),
    userAddress: row.address,
    userState: row.state,
    userZip: row.zip,
    date: formatOrderDate(row.placedAt),
    placedAt: row.placedAt.toISOString(),
    status: row.status,
    // Only an unpaid order holds stock; an expired one keeps the time its hold ran out.
    reservedUntil: row.paid || row.status === 'shipped' ? null : (row.reservedUntil?.toISOString() ?? null),
    paid: row.paid,
    // An unpaid order keeps its open payment's id for the gateway; the customer sees a transaction once paid.
    transactionId: row.paid ? row.transactionId : null,
    items: [
      {
        productId: row.toolId,
        productName: row.productName,
        quantity: row.quantity,
        price: centsToDollars(row.unitPriceCents),
        total: centsToDollars(row.totalCents),
      },
    ],
    carrier: null,
    trackingNumber: null,
  };
}
