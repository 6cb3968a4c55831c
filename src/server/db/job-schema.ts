import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { jobStatuses } from '@/shared/schemas/job';
import { bytea, createdAt } from './columns';
import { users } from './people-schema';
import { quotes } from './quote-schema';

/**
 * A painting job: the work of one accepted quote (one job per quote, by a unique index), on days of the shop's
 * calendar with its painters; the crew's day (departures, time, checklist, photos, notes) and the customer's
 * sign-off at completion. Its money is the quote's, the extras', and its invoice's (invoices).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id),
    status: text('status', { enum: jobStatuses }).notNull().default('scheduled'),
    /** Raised by one at each move of days or painters, so that each move's emails are written once. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    signedName: text('signed_name'),
    signaturePng: bytea('signature_png'),
    /** The painter whose phone the customer signed on. */
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('jobs_quote_key').on(table.quoteId),
    index('jobs_status_idx').on(table.status, table.createdAt),
  ],
);

/** The days a job is scheduled on, in the shop's time zone. */
export const jobDays = pgTable(
  'job_days',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.day] }), index('job_days_day_idx').on(table.day)],
);

/** The painters assigned to a job. */
export const jobPainters = pgTable(
  'job_painters',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    painterId: uuid('painter_id')
      .notNull()
      .references(() => users.id),
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.painterId] }),
    index('job_painters_painter_idx').on(table.painterId),
  ],
);

/** "On my way": at most one a day per job, by its primary key (a second tap that day stores nothing). */
export const jobDepartures = pgTable(
  'job_departures',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    painterId: uuid('painter_id').references(() => users.id, { onDelete: 'set null' }),
    /** The tap on the device. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.day] })],
);

/**
 * A painter's time on a job, by the device's clock (checked against the shop's): open while `end` is null,
 * one open entry per painter (by a partial unique index); a painter's entries never overlap.
 */
export const jobTimeEntries = pgTable(
  'job_time_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    painterId: uuid('painter_id')
      .notNull()
      .references(() => users.id),
    start: timestamp('start', { withTimezone: true }).notNull(),
    end: timestamp('end', { withTimezone: true }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('job_time_entries_job_idx').on(table.jobId, table.start),
    index('job_time_entries_painter_idx').on(table.painterId, table.start),
    uniqueIndex('job_time_entries_one_open_key')
      .on(table.painterId)
      .where(sql`${table.end} is null`),
    check('job_time_entries_end_after_start', sql`${table.end} is null or ${table.end} > ${table.start}`),
  ],
);

/** The rooms ticked done on a job's checklist: a row per room done (its index in the request's rooms). */
export const jobRoomChecks = pgTable(
  'job_room_checks',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    roomIndex: smallint('room_index').notNull(),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.roomIndex] })],
);

/** A painter's note for the shop. */
export const jobNotes = pgTable(
  'job_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    painterId: uuid('painter_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('job_notes_job_idx').on(table.jobId, table.createdAt)],
);

/** A progress photo taken on site: private to the job's painters, its customer and admins. */
export const jobPhotos = pgTable(
  'job_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    painterId: uuid('painter_id').references(() => users.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('job_photos_job_idx').on(table.jobId, table.createdAt)],
);

/** A line the shop adds to a job before its invoice: cents inside, quantity in hundredths, as a quote's line. */
export const jobExtras = pgTable(
  'job_extras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    quantityHundredths: integer('quantity_hundredths').notNull(),
    unit: text('unit').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('job_extras_job_idx').on(table.jobId, table.createdAt)],
);
