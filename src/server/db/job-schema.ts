import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { jobStatuses } from '@/shared/schemas/job';
import { bytea, cents, createdAt, imageColumns, primaryId, requiredRef, timestampTz } from './columns';
import { users } from './people-schema';
import { quotes } from './quote-schema';

/** A row of a job's: it goes with its job. */
const jobOf = () => requiredRef('job_id', () => jobs.id, { onDelete: 'cascade' });

/** Who did it, of the crew: the row outlives that user's account, without their name. */
const byPainter = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

/**
 * A painting job: the work of one accepted quote (one job per quote, by a unique index), on days of the shop's
 * calendar with its painters; the crew's day (departures, time, checklist, photos, notes) and the customer's
 * sign-off at completion. Its money is the quote's, the extras', and its invoice's (invoices).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: primaryId(),
    quoteId: requiredRef('quote_id', () => quotes.id),
    status: text('status', { enum: jobStatuses }).notNull().default('scheduled'),
    /** Raised by one at each move of days or painters, so that each move's emails are written once. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    startedAt: timestampTz('started_at'),
    completedAt: timestampTz('completed_at'),
    signedName: text('signed_name'),
    signaturePng: bytea('signature_png'),
    /** The painter whose phone the customer signed on. */
    /** When its customer approved the colour schedule; a colour changed after it is a change order. */
    coloursApprovedAt: timestampTz('colours_approved_at'),
    completedBy: byPainter('completed_by'),
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
    jobId: jobOf(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.day] }), index('job_days_day_idx').on(table.day)],
);

/** The painters assigned to a job. */
export const jobPainters = pgTable(
  'job_painters',
  {
    jobId: jobOf(),
    painterId: requiredRef('painter_id', () => users.id),
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
    jobId: jobOf(),
    day: date('day', { mode: 'string' }).notNull(),
    painterId: byPainter('painter_id'),
    /** The tap on the device. */
    at: timestampTz('at').notNull(),
    receivedAt: timestampTz('received_at').notNull().defaultNow(),
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
    id: primaryId(),
    jobId: jobOf(),
    painterId: requiredRef('painter_id', () => users.id),
    start: timestampTz('start').notNull(),
    end: timestampTz('end'),
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
    jobId: jobOf(),
    roomIndex: smallint('room_index').notNull(),
    doneBy: byPainter('done_by'),
    doneAt: timestampTz('done_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.roomIndex] })],
);

/** A painter's note for the shop. */
export const jobNotes = pgTable(
  'job_notes',
  {
    id: primaryId(),
    jobId: jobOf(),
    painterId: byPainter('painter_id'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('job_notes_job_idx').on(table.jobId, table.createdAt)],
);

/** A progress photo taken on site: private to the job's painters, its customer and admins. */
export const jobPhotos = pgTable(
  'job_photos',
  {
    id: primaryId(),
    jobId: jobOf(),
    painterId: byPainter('painter_id'),
    ...imageColumns(),
  },
  (table) => [index('job_photos_job_idx').on(table.jobId, table.createdAt)],
);

/** A line the shop adds to a job before its invoice: cents inside, quantity in hundredths, as a quote's line. */
export const jobExtras = pgTable(
  'job_extras',
  {
    id: primaryId(),
    jobId: jobOf(),
    description: text('description').notNull(),
    quantityHundredths: integer('quantity_hundredths').notNull(),
    unit: text('unit').notNull(),
    unitPriceCents: cents('unit_price_cents'),
    totalCents: cents('total_cents'),
    createdAt: createdAt(),
  },
  (table) => [index('job_extras_job_idx').on(table.jobId, table.createdAt)],
);
