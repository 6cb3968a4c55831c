import { sql } from 'drizzle-orm';
import { deliveryMethods } from '@/shared/schemas/books';
import { orderEventStatuses, orderStatuses } from '@/shared/schemas/order';
import { coverageUnits } from '@/shared/schemas/tool';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { cents, createdAt, primaryId, requiredRef, timestampTz } from './columns';
import { users } from './people-schema';

/*
 * The shop's tools and the orders of them, kept apart from schema.ts so that the ledger (money-schema.ts)
 * points at orders without a cycle through schema.ts, which re-exports every module.
 */

export const tools = pgTable(
  'tools',
  {
    id: primaryId(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    priceCents: cents('price_cents'),
    minOrderQuantity: integer('min_order_quantity').notNull(),
    availableQuantity: integer('available_quantity').notNull(),
    /** A paint's coverage: square feet one unit covers in one coat, and the unit; both or neither. */
    coverageSqftPerUnit: integer('coverage_sqft_per_unit'),
    coverageUnit: text('coverage_unit', { enum: coverageUnits }),
    createdAt: createdAt(),
    /** A tool with orders is retired rather than deleted, so those orders keep their history. */
    deletedAt: timestampTz('deleted_at'),
  },
  (table) => [
    check('tools_price_positive', sql`${table.priceCents} > 0`),
    check('tools_min_order_positive', sql`${table.minOrderQuantity} >= 1`),
    check('tools_stock_not_negative', sql`${table.availableQuantity} >= 0`),
    check(
      'tools_coverage_whole',
      sql`(${table.coverageSqftPerUnit} IS NULL) = (${table.coverageUnit} IS NULL) AND ${table.coverageSqftPerUnit} > 0 AND ${table.coverageUnit} IN ('gallon', 'quart', 'litre')`,
    ),
  ],
);

/** Where an order is in its life (the shared list, which the shop's metrics count by). */
export { orderStatuses };

export const orders = pgTable(
  'orders',
  {
    id: primaryId(),
    userId: requiredRef('user_id', () => users.id),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    /** The sum of its lines' totals. */
    subtotalCents: cents('subtotal_cents'),
    /** Sales tax on the subtotal at the rate of `taxState` when it was placed, rounded half-up to the cent. */
    taxCents: cents('tax_cents').default(0),
    /** The state whose tax it paid (the address's, or the shop's for a pickup); null where none was charged. */
    taxState: text('tax_state'),
    /** The rate it was taxed at, in thousandths of a percent (6.5 % is 6500). */
    taxPercentThousandths: integer('tax_percent_thousandths').notNull().default(0),
    /** What it paid to be delivered (nothing for a pickup, or past the free-from amount). */
    deliveryCents: cents('delivery_cents').default(0),
    delivery: text('delivery', { enum: deliveryMethods }).notNull().default('ship'),
    /** Subtotal, tax and delivery: what its payment charges. */
    totalCents: cents('total_cents'),
    /** What was given back of its payment, by refunds whole or in part. */
    refundedCents: cents('refunded_cents').default(0),
    /** Its receipt's number, R-2026-00001, given in the transaction that recorded its payment. */
    number: text('number').unique('orders_number_key'),
    address: text('address').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    /**
     * `expired`: unpaid past `reservedUntil`, its stock back on the shelf. `refunded`: its payment given back.
     * `cancelled`: called off by its customer (unpaid) or the shop (a paid one refunded); kept, never deleted.
     */
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    paid: boolean('paid').notNull().default(false),
    /** The payment intent that paid it, once paid (the intents opened for it are in `payment_intents`). */
    transactionId: text('transaction_id'),
    placedAt: timestampTz('placed_at').notNull().defaultNow(),
    /**
     * Until when an unpaid order holds its stock: set when it is placed, and extended once when its payment
     * form opens (see routes/payments), never past its placing plus the hold and the payment grace.
     */
    reservedUntil: timestampTz('reserved_until'),
    /** Given by the admin who shipped it, when known. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
  },
  (table) => [
    index('orders_user_id_idx').on(table.userId),
    // The admin's and a customer's order lists, newest first, a page at a time.
    index('orders_placed_at_idx').on(table.placedAt),
    index('orders_user_email_idx').on(table.userEmail, table.placedAt),
    // The sweep looks only at unpaid orders still holding stock.
    index('orders_holds_idx')
      .on(table.reservedUntil)
      .where(sql`${table.status} = 'pending' and ${table.paid} = false`),
    // Placing an order counts its customer's unpaid orders (place_order's cap) among theirs alone, not among
    // every unpaid order of the shop, which the planner otherwise reads through the sweep's index.
    check(
      'orders_total_sum',
      sql`${table.totalCents} = ${table.subtotalCents} + ${table.taxCents} + ${table.deliveryCents}`,
    ),
    check('orders_refunded_within', sql`${table.refundedCents} between 0 and ${table.totalCents}`),
    index('orders_unpaid_by_customer_idx')
      .on(table.userId, table.reservedUntil)
      .where(sql`${table.status} = 'pending' and ${table.paid} = false`),
  ],
);

/** An order as it is stored. */
export type OrderRow = typeof orders.$inferSelect;

/** An order's lines: each tool once, at the name and price it was sold at. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: requiredRef('order_id', () => orders.id, { onDelete: 'cascade' }),
    /** The line's place on the order, from 0, as the customer listed them. */
    position: smallint('position').notNull(),
    toolId: requiredRef('tool_id', () => tools.id),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: cents('unit_price_cents'),
    lineTotalCents: cents('line_total_cents'),
    /** Units given back by partial refunds: their stock is back on the shelf. */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.position] }),
    // Whether a tool was ever ordered (retired rather than deleted), and the foreign key's check on delete.
    index('order_items_tool_id_idx').on(table.toolId),
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
    check('order_items_refunded_within', sql`${table.refundedQuantity} between 0 and ${table.quantity}`),
  ],
);

/** An order's timeline, oldest first by id: placed, paid, shipped, delivered, expired, refunded, cancelled. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: requiredRef('order_id', () => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderEventStatuses }).notNull(),
    at: timestampTz('at').notNull().defaultNow(),
    /** What a person reading the timeline needs: the carrier and tracking number, the amount refunded and why. */
    note: text('note'),
  },
  (table) => [index('order_events_order_id_idx').on(table.orderId)],
);
