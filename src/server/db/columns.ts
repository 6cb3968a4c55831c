import { bigint, boolean, customType, integer, type ReferenceConfig, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Column types and defaults that several tables share. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A row's id: a random UUID the database draws. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** A link every row must have to a row of another table (`onDelete` as that link's rows should go). */
export const requiredRef = (name: string, target: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) =>
  uuid(name).notNull().references(target, actions);

/** An instant, kept with its time zone. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** Money: integer cents, read as a JavaScript number (the shop's sums stay far below 2^53 cents). */
export const cents = (name: string) => bigint(name, { mode: 'number' }).notNull();

export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A stored image's columns: its type, its bytes and their count, and when it came. */
export const imageColumns = () => ({
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

/**
 * How a document of painting work is taxed (WorkTaxRule): its state (null: none), the rate in thousandths of a
 * percent, and whether labour was taxed there, as they were when it was priced.
 */
export const workTaxColumns = () => ({
  taxState: text('tax_state'),
  taxPercentThousandths: integer('tax_percent_thousandths').notNull().default(0),
  taxPainting: boolean('tax_painting').notNull().default(false),
});
