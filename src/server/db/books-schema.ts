import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { cents, timestampTz } from './columns';

/**
 * The shop's sales tax, by state: a state not listed pays none. Read when a document is made (an order placed, a
 * quote priced, an invoice written), which keeps the rate and the tax it gave: a change applies to what comes
 * after it.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    /** The state's postal code, WA. */
    state: text('state').primaryKey(),
    /** Thousandths of a percent: 6.5 % is 6500. */
    percentThousandths: integer('percent_thousandths').notNull(),
    /** Whether painting labour is taxed there; tools are taxed wherever a rate is listed. */
    painting: boolean('painting').notNull(),
  },
  (table) => [
    check('tax_rates_percent_range', sql`${table.percentThousandths} between 0 and 20000`),
    check('tax_rates_state_code', sql`${table.state} ~ '^[A-Z]{2}$'`),
  ],
);

/** What an order of tools pays to be delivered: one row, or none for the defaults (free, no pickup). */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    /** Always 1: there is one set of delivery settings. */
    id: smallint('id').primaryKey().default(1),
    flatCents: cents('flat_cents'),
    /** The subtotal from which delivery is free; null: never free. */
    freeFromCents: bigint('free_from_cents', { mode: 'number' }),
    pickup: boolean('pickup').notNull(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('delivery_settings_one_row', sql`${table.id} = 1`),
    check('delivery_settings_not_negative', sql`${table.flatCents} >= 0 and coalesce(${table.freeFromCents}, 0) >= 0`),
  ],
);

/**
 * The last number given of each kind of document in each year (R receipts, INV invoices, CN credit notes): taken
 * by raising it in the transaction that records the document, whose row lock orders the takers and whose rollback
 * gives the number back, so numbers run in order with no gap and are never used twice.
 */
export const documentNumbers = pgTable(
  'document_numbers',
  {
    kind: text('kind', { enum: ['R', 'INV', 'CN'] }).notNull(),
    year: smallint('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.year] })],
);
