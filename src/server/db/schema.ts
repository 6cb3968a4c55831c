import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestampTz } from './columns';
import { jobs } from './job-schema';
import { users } from './people-schema';

// The books: sales tax by state, delivery charges, and the document numbers given so far.
export * from './books-schema';
// The server's own bookkeeping (idempotency keys, rate limits, periodic tasks' runs, the test gateway's intents).
export * from './bookkeeping-schema';
// What the shop publishes and receives: posts, contact messages, uploaded images.
export * from './content-schema';
// Painting jobs: the work of accepted quotes, the crew's day on site, and the final invoices.
export * from './invoice-schema';
export * from './job-schema';
export * from './change-schema'; // Changes to a job proposed on site, priced by the shop, decided by its customer.
export * from './mail-schema'; // The shop's outgoing mail.
// The ledger of every charge and refund, and the payment intents the shop opened at the gateway.
export * from './money-schema';
export * from './order-schema'; // The shop's tools, and the orders of them with their lines and timelines.
export * from './people-schema'; // The shop's people: accounts, and the visits booked with it.
export * from './push-schema'; // Devices told of what happens (push notifications), and the badge's seen marks.
export * from './quote-schema'; // Painting quotes: requests with their photos, and priced quotes.

/** A signed-in user's cart, kept so that it follows them to another device; replaced whole at each save. */
export const carts = pgTable('carts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  items: jsonb('items').$type<{ productId: string; quantity: number }[]>().notNull().default([]),
  /** Raised by one at every save: a save based on another version is refused, not silently lost. */
  version: integer('version').notNull().default(0),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/**
 * The review a signed-off job's customer is asked for: one per job (by its unique index). Its link's key is
 * kept only as a hash; a review written with it is verified, and it is used once.
 */
export const reviewRequests = pgTable('review_requests', {
  id: primaryId(),
  jobId: uuid('job_id')
    .notNull()
    .unique('review_requests_job_key')
    .references(() => jobs.id),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  keyHash: text('key_hash').notNull().unique('review_requests_key_hash_key'),
  createdAt: createdAt(),
  usedAt: timestampTz('used_at'),
});

export const reviews = pgTable(
  'reviews',
  {
    id: primaryId(),
    userId: uuid('user_id').references(() => users.id),
    name: text('name').notNull(),
    rating: smallint('rating').notNull(),
    message: text('message').notNull(),
    /** Written from a review request's link: by a customer whose job the shop did. */
    verified: boolean('verified').notNull().default(false),
    reviewRequestId: uuid('review_request_id').references(() => reviewRequests.id),
    createdAt: createdAt(),
  },
  (table) => [
    check('reviews_rating_range', sql`${table.rating} between 0 and 5`),
    uniqueIndex('reviews_one_per_request_key').on(table.reviewRequestId),
  ],
);
