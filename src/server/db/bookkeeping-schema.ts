import { index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt, timestampTz } from './columns';

/** Answers to replayable writes, kept so that a repeat with the same Idempotency-Key returns the first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** A hash of the request's body: the same key with another body is refused, not answered as the first. */
    requestHash: text('request_hash'),
    statusCode: smallint('status_code'),
    responseBody: jsonb('response_body'),
    /**
     * What a write that commits its own claim (`place_order`) made, kept with the claim: should its answer be
     * lost before it is written, a replay answers from it.
     */
    resourceId: uuid('resource_id'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);

/** Payment intents of the local test-mode gateway, which stands in for Stripe when no keys are set. */
export const testPaymentIntents = pgTable(
  'test_payment_intents',
  {
    id: text('id').primaryKey(),
    /** What the intent pays for, as Stripe's metadata says it: `{orderId}`, `{quoteId}` or `{invoiceId}`. */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    amountCents: cents('amount_cents'),
    currency: text('currency').notNull().default('usd'),
    clientSecret: text('client_secret').notNull(),
    // `refunded` is this gateway's own mark of a refunded charge; the intent reads as succeeded, as on Stripe.
    status: text('status', { enum: ['requires_payment_method', 'succeeded', 'canceled', 'refunded'] })
      .notNull()
      .default('requires_payment_method'),
    /** As Stripe's Idempotency-Key: a second create with the same key answers the first intent. */
    idempotencyKey: text('idempotency_key'),
    /** The refund's id, once refunded. */
    refundId: text('refund_id'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('test_payment_intents_idempotency_key').on(table.idempotencyKey)],
);

/**
 * The local gateway's refunds, as Stripe keeps them: each gives part or all of an intent's charge back, never
 * more than is left, and a repeat under the same Idempotency-Key answers the refund made the first time.
 */
export const testGatewayRefunds = pgTable('test_gateway_refunds', {
  id: text('id').primaryKey(),
  intentId: text('intent_id')
    .notNull()
    .references(() => testPaymentIntents.id, { onDelete: 'cascade' }),
  amountCents: cents('amount_cents'),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Rate-limit windows shared by every server process on one PostgreSQL (the embedded database, with its
 * single process, keeps them in memory): one row per limiter and client, counted until `expires_at`.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (table) => [index('rate_limit_windows_expires_idx').on(table.expiresAt)],
);

/** When each periodic task last ran, so that among several server processes one runs it per period. */
export const taskRuns = pgTable('task_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestampTz('last_run_at').notNull(),
});
