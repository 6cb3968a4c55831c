import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { paymentKinds, paymentStatuses, paymentTypes, shopCurrency } from '@/shared/schemas/payment';
import { cents, createdAt, primaryId, timestampTz } from './columns';
import { invoices } from './invoice-schema';
import { orders } from './order-schema';
import { users } from './people-schema';
import { quotes } from './quote-schema';

/** A line of an order a refund gave back: its position on the order, and how many. */
export type ReturnedLine = { position: number; quantity: number };

/** What a row pays for: the column of its kind and no other (an order's, a quote's deposit, a final invoice). */
const purposeColumns = () => ({
  kind: text('kind', { enum: paymentKinds }).notNull(),
  orderId: uuid('order_id').references(() => orders.id),
  quoteId: uuid('quote_id').references(() => quotes.id),
  invoiceId: uuid('invoice_id').references(() => invoices.id),
});

type PurposeColumns = Record<keyof ReturnType<typeof purposeColumns>, AnyPgColumn>;

/** Each kind names its own column; an order's row may lack it only as the migration carried it over. */
const paysForItsKind = ({ kind, orderId, quoteId, invoiceId }: PurposeColumns) => sql`case ${kind}
  when 'order' then ${quoteId} is null and ${invoiceId} is null
  when 'deposit' then ${quoteId} is not null and ${orderId} is null and ${invoiceId} is null
  when 'invoice' then ${invoiceId} is not null and ${orderId} is null and ${quoteId} is null end`;

/**
 * The ledger: every movement of money, a charge taken from a card or a refund given back to it, whatever it
 * paid for; written by src/server/money in the transaction of the state it changes. Amounts in cents,
 * always positive. One charge per payment intent, and refunds of it, each a part or the rest of what it took.
 */
export const payments = pgTable(
  'payments',
  {
    id: primaryId(),
    ...purposeColumns(),
    type: text('type', { enum: paymentTypes }).notNull(),
    amountCents: cents('amount_cents'),
    /**
     * The sales tax within the amount: an order's charge carries the order's tax, a refund of it the part of that tax
     * it gives back (in proportion), for the tax report. 0 where none was charged.
     */
    taxCents: cents('tax_cents').default(0),
    /** The delivery charged within a charge's amount, or given back within a refund's; 0 where none. */
    deliveryCents: cents('delivery_cents').default(0),
    /** The state whose tax `taxCents` is (an order's address's, or the shop's for a pickup); null where none. */
    taxState: text('tax_state'),
    currency: text('currency').notNull().default(shopCurrency),
    /** The gateway's payment intent: the one charged, or the one whose charge the refund gives back. */
    intentId: text('intent_id').notNull(),
    /** The gateway's id of the refund, once it confirmed it. */
    refundId: text('refund_id'),
    status: text('status', { enum: paymentStatuses }).notNull(),
    /** Who caused it: the customer who paid, the admin who refunded; null when the shop did on its own. */
    causedBy: uuid('caused_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why a refund was made, in words (a stray payment, a cancelled order, an admin's refund). */
    reason: text('reason'),
    /** A refund's tools given back: the order's lines by position, and how many of each; null where none were. */
    returnedLines: jsonb('returned_lines').$type<ReturnedLine[]>(),
    /**
     * Its document's number: a charge's receipt R-2026-00001, a refund's credit note CN-2026-00001; given in the
     * transaction that wrote the row. Null on rows written before numbers were given.
     */
    number: text('number').unique('payments_number_key'),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (table) => [
    // One charge per intent; refunds of it, whole or in parts, as many as its charge covers.
    uniqueIndex('payments_one_charge_per_intent_key')
      .on(table.intentId)
      .where(sql`${table.type} = 'charge'`),
    index('payments_intent_idx').on(table.intentId),
    // The ledger newest first, and a span of days, with or without one kind.
    index('payments_at_idx').on(table.at, table.id),
    index('payments_kind_at_idx').on(table.kind, table.at),
    index('payments_order_idx').on(table.orderId),
    index('payments_quote_idx').on(table.quoteId),
    index('payments_invoice_idx').on(table.invoiceId),
    check('payments_amount_positive', sql`${table.amountCents} > 0`),
    check('payments_tax_within', sql`${table.taxCents} between 0 and ${table.amountCents}`),
    check(
      'payments_delivery_within',
      sql`${table.deliveryCents} >= 0 and ${table.taxCents} + ${table.deliveryCents} <= ${table.amountCents}`,
    ),
    check('payments_pays_for_its_kind', paysForItsKind(table)),
    // Added NOT VALID by its migration: payments of orders deleted before orders were kept keep no order.
    check('payments_order_named', sql`${table.kind} <> 'order' or ${table.orderId} is not null`),
    check('payments_charge_succeeded', sql`${table.type} = 'refund' or ${table.status} = 'succeeded'`),
    check('payments_refund_pending_unnamed', sql`${table.status} = 'succeeded' or ${table.refundId} is null`),
  ],
);

/**
 * Every payment intent the shop opened at the gateway, and what it pays for. `open` while its card form may
 * still pay it; `closed` once paid, replaced by a newer one, or cancelled with what it paid for. The money
 * module keeps one open intent per thing: opening another closes the one before.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    /** The gateway's id. */
    id: text('id').primaryKey(),
    ...purposeColumns(),
    amountCents: cents('amount_cents'),
    currency: text('currency').notNull().default(shopCurrency),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
  },
  (table) => [
    index('payment_intents_order_idx').on(table.orderId),
    index('payment_intents_quote_idx').on(table.quoteId),
    index('payment_intents_invoice_idx').on(table.invoiceId),
    // The sweep's look at intents still open, oldest first.
    index('payment_intents_open_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'open'`),
    check('payment_intents_pays_for_its_kind', paysForItsKind(table)),
    check('payment_intents_order_named', sql`${table.kind} <> 'order' or ${table.orderId} is not null`),
  ],
);
