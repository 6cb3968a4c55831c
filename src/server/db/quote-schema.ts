import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { type QuoteRoom, quoteRequestStates, quoteStatuses, type RoomPaint } from '@/shared/schemas/quote';
import { bytea, cents, createdAt, imageColumns, primaryId, requiredRef, timestampTz, workTaxColumns } from './columns';
import { bookings, ownUserId } from './people-schema';

/**
 * A photo taken for a quote request, private to its owner and the shop's admins. Uploaded before its request
 * (the request names its photos by id), so it belongs to no request until one claims it.
 */
export const quotePhotos = pgTable(
  'quote_photos',
  {
    id: primaryId(),
    userId: ownUserId(),
    requestId: uuid('request_id').references(() => quoteRequests.id, { onDelete: 'set null' }),
    ...imageColumns(),
  },
  (table) => [index('quote_photos_user_idx').on(table.userId), index('quote_photos_request_idx').on(table.requestId)],
);

/** A customer's request for a painting quote: where, which rooms, what to paint, and the photos. */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: primaryId(),
    userId: ownUserId(),
    address: text('address').notNull(),
    /** The work site's state and zip as typed ('' on requests from before they were asked): its tax is that state's. */
    siteState: text('site_state').notNull().default(''),
    siteZip: text('site_zip').notNull().default(''),
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
  /** Set on the quote's own lines that the customer may add or leave out. */
  optional?: true;
};

/** One option of a quote, as stored: its name and its own lines. */
export type StoredQuoteOption = { name: string; lines: StoredQuoteLine[] };

/** A priced quote for a request. Once accepted its content never changes; a new version is a new quote. */
export const quotes = pgTable(
  'quotes',
  {
    id: primaryId(),
    requestId: requiredRef('request_id', () => quoteRequests.id, { onDelete: 'cascade' }),
    /** The quote's own lines, as offered: what every option includes, and the optional ones. */
    lines: jsonb('lines').$type<StoredQuoteLine[]>().notNull(),
    /** The options to choose one of (none, or two or three), as offered. */
    options: jsonb('options')
      .$type<StoredQuoteOption[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** What the customer chose when accepting: the option's name (null without options) and optional lines' indexes. */
    chosenOption: text('chosen_option'),
    /** The colour schedule: each room of the request (by its place) with its paint, or null where none is set. */
    roomPaints: jsonb('room_paints')
      .$type<(RoomPaint | null)[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    chosenOptionalLines: jsonb('chosen_optional_lines').$type<number[]>(),
    notes: text('notes').notNull().default(''),
    /**
     * The chosen lines' sum (until accepted, the first option's without optional lines); the total is it with the
     * tax, which is of the rule below, fixed when the quote is priced.
     */
    subtotalCents: cents('subtotal_cents').default(0),
    taxCents: cents('tax_cents').default(0),
    totalCents: cents('total_cents'),
    ...workTaxColumns(),
    depositPercent: integer('deposit_percent').notNull(),
    depositCents: cents('deposit_cents'),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    status: text('status', { enum: quoteStatuses }).notNull().default('draft'),
    /** Raised by every save of the draft: a save or send names the version it was made on (409 when stale). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
    viewedAt: timestampTz('viewed_at'),
    acceptedAt: timestampTz('accepted_at'),
    declinedAt: timestampTz('declined_at'),
    depositPaidAt: timestampTz('deposit_paid_at'),
    cancelledAt: timestampTz('cancelled_at'),
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
    check('quotes_total_sum', sql`${table.totalCents} = ${table.subtotalCents} + ${table.taxCents}`),
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
