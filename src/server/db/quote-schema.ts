import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { type QuoteRoom, quoteRequestStates, quoteStatuses } from '@/shared/schemas/quote';
import { bytea, createdAt } from './columns';
import { bookings, users } from './people-schema';

/**
 * A photo taken for a quote request, private to its owner and the shop's admins. Uploaded before its request
 * (the request names its photos by id), so it belongs to no request until one claims it.
 */
export const quotePhotos = pgTable(
  'quote_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').references(() => quoteRequests.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('quote_photos_user_idx').on(table.userId), index('quote_photos_request_idx').on(table.requestId)],
);

/** A customer's request for a painting quote: where, which rooms, what to paint, and the photos. */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    rooms: jsonb('rooms').$type<QuoteRoom[]>().notNull(),
    notes: text('notes').notNull().default(''),
    /** The photos in the order the customer gave them (ids of quote_photos claimed by this request). */
    photoIds: jsonb('photo_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    visitId: uuid('visit_id').references(() => bookings.id, { onDelete: 'set null' }),
    state: text('state', { enum: quoteRequestStates }).notNull().default('new'),
    createdAt: createdAt(),
  },
  (table) => [
    index('quote_requests_user_idx').on(table.userId, table.createdAt),
    index('quote_requests_state_idx').on(table.state, table.createdAt),
  ],
);

/** One line of a quote as stored: cents inside, quantity in hundredths so that 2.5 hours stays exact. */
export type StoredQuoteLine = {
  description: string;
  quantityHundredths: number;
  unit: string;
  unitPriceCents: number;
  totalCents: number;
  productId: string | null;
};

/** A priced quote for a request. Once accepted its content never changes; a new version is a new quote. */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    lines: jsonb('lines').$type<StoredQuoteLine[]>().notNull(),
    notes: text('notes').notNull().default(''),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    depositPercent: integer('deposit_percent').notNull(),
    depositCents: bigint('deposit_cents', { mode: 'number' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    status: text('status', { enum: quoteStatuses }).notNull().default('draft'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    depositPaidAt: timestamp('deposit_paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    signedName: text('signed_name'),
    signaturePng: bytea('signature_png'),
    acceptedIp: text('accepted_ip'),
    /** SHA-256 (hex) of the quote's content as the customer accepted it. */
    contentHash: text('content_hash'),
    /** The payment intent that paid the deposit, once paid (the intents opened for it are in `payment_intents`). */
    transactionId: text('transaction_id'),
  },
  (table) => [
    index('quotes_request_idx').on(table.requestId, table.createdAt),
    // One live quote per request: a new version only once the last was declined, expired or cancelled.
    uniqueIndex('quotes_one_live_per_request_key')
      .on(table.requestId)
      .where(sql`${table.status} not in ('declined', 'expired', 'cancelled')`),
    index('quotes_open_valid_until_idx')
      .on(table.validUntil)
      .where(sql`${table.status} in ('sent', 'viewed')`),
  ],
);
