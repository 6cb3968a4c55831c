import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';

// The server's own bookkeeping (idempotency keys, rate limits, job runs, the test gateway's intents).
export * from './bookkeeping-schema';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role', { enum: ['admin'] }),
    address: text('address').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    /** The Firebase user that claimed this row; another may take it over only with a verified email. */
    firebaseUid: text('firebase_uid'),
    /** Raised to invalidate every session token issued before. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Firebase's `email_verified` at the last sign-in: only then are visits booked with this email theirs. */
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: createdAt(),
  },
  // Emails are stored lower-cased, so a plain unique index keeps one user per address.
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    check('users_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
);

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

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    toolId: uuid('tool_id')
      .notNull()
      .references(() => tools.id),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    address: text('address').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    /**
     * `expired`: unpaid past `reservedUntil`, its stock back on the shelf. `refunded`: paid after it expired,
     * when its stock was gone, so the payment went back at once.
     */
    status: text('status', { enum: ['pending', 'shipped', 'expired', 'refunded'] })
      .notNull()
      .default('pending'),
    paid: boolean('paid').notNull().default(false),
    transactionId: text('transaction_id'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Until when an unpaid order holds its stock: set when it is placed, and extended once when its payment
     * form opens (see routes/payments), never past its placing plus the hold and the payment grace.
     */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
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
    check('orders_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

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

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    publishedOn: date('published_on', { mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('posts_published_idx').on(table.publishedOn, table.createdAt)],
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

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** When an admin marked it handled; null while it waits for an answer. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/** Uploaded images, kept in the database so that every server instance can serve them. */
export const uploads = pgTable('uploads', {
  /** sha256 of the bytes: the same image uploaded twice is stored once, and its URL never changes. */
  hash: text('hash').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

/** Colour consultations booked for a half-hour visit; one booking a visit, by a unique index, whoever races. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    notes: text('notes').notNull().default(''),
    /** The account signed in when the visit was booked, if any: that account may see and cancel it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The shop's calendar day of the visit, so that one email books at most one visit a day. */
    visitDay: date('visit_day', { mode: 'string' }),
    /** SHA-256 of the secret in the visit's manage link; the key itself is never stored. */
    manageKeyHash: text('manage_key_hash'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('bookings_starts_at_key').on(table.startsAt),
    index('bookings_email_idx').on(table.email),
    index('bookings_user_id_idx').on(table.userId),
    // Visits booked before this rule have no day and are not counted.
    uniqueIndex('bookings_email_visit_day_key').on(table.email, table.visitDay),
  ],
);
