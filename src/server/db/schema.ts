import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './people-schema';

// The server's own bookkeeping (idempotency keys, rate limits, job runs, the test gateway's intents).
export * from './bookkeeping-schema';
// What the shop publishes and receives: posts, contact messages, uploaded images.
export * from './content-schema';
export * from './mail-schema'; // The shop's outgoing mail.
export * from './people-schema'; // The shop's people: accounts, and the visits booked with it.
export * from './push-schema'; // Devices told of what happens (push notifications), and the badge's seen marks.
export * from './quote-schema'; // Painting quotes: requests with their photos, and priced quotes.

export const tools = pgTable(
  'tools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    minOrderQuantity: integer('min_order_quantity').notNull(),
    availableQuantity: integer('available_quantity').notNull(),
    createdAt: createdAt(),
    /** A tool with orders is retired rather than deleted, so those orders keep their history. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check('tools_price_positive', sql`${table.priceCents} > 0`),
    check('tools_min_order_positive', sql`${table.minOrderQuantity} >= 1`),
    check('tools_stock_not_negative', sql`${table.availableQuantity} >= 0`),
  ],
);

/** Where an order is in its life (no call produces `cancelled` yet), and the steps of its timeline. */
export const orderStatuses = ['pending', 'shipped', 'delivered', 'cancelled', 'expired', 'refunded'] as const;
const orderEventStatuses = ['placed', 'paid', 'shipped', 'delivered', 'cancelled', 'expired', 'refunded'] as const;

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    /** The sum of its lines' totals: what its payment charges. */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    address: text('address').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    /** `expired`: unpaid past `reservedUntil`, its stock back on the shelf. `refunded`: its payment given back. */
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    paid: boolean('paid').notNull().default(false),
    transactionId: text('transaction_id'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Until when an unpaid order holds its stock: set when it is placed, and extended once when its payment
     * form opens (see routes/payments), never past its placing plus the hold and the payment grace.
     */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
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
  ],
);

/** An order's lines: each tool once, at the name and price it was sold at. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The line's place on the order, from 0, as the customer listed them. */
    position: smallint('position').notNull(),
    toolId: uuid('tool_id')
      .notNull()
      .references(() => tools.id),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    lineTotalCents: bigint('line_total_cents', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.position] }),
    // Whether a tool was ever ordered (retired rather than deleted), and the foreign key's check on delete.
    index('order_items_tool_id_idx').on(table.toolId),
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** An order's timeline, oldest first by id: placed, paid, shipped, delivered, expired, refunded. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderEventStatuses }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** What a person reading the timeline needs: the carrier and tracking number, the amount refunded and why. */
    note: text('note'),
  },
  (table) => [index('order_events_order_id_idx').on(table.orderId)],
);

/** A signed-in user's cart, kept so that it follows them to another device; replaced whole at each save. */
export const carts = pgTable('carts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  items: jsonb('items').$type<{ productId: string; quantity: number }[]>().notNull().default([]),
  /** Raised by one at every save: a save based on another version is refused, not silently lost. */
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept when an admin deletes the order, so the money trail survives. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    transactionId: text('transaction_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('payments_transaction_unique').on(table.transactionId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id),
    name: text('name').notNull(),
    rating: smallint('rating').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('reviews_rating_range', sql`${table.rating} between 0 and 5`)],
);
