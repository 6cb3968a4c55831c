import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { languages } from '@/shared/languages';
import { createdAt, primaryId, requiredRef, timestampTz } from './columns';

/*
 * The tables other modules' tables point at (quotes name a customer and a visit), kept apart from schema.ts so
 * that those modules import them without a cycle through schema.ts, which re-exports every module.
 */

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** Null for a customer; a painter is never an admin. */
    role: text('role', { enum: ['admin', 'painter'] }),
    address: text('address').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    /** The language of the person's pages, mail and push. */
    language: text('language', { enum: languages }).notNull().default('en'),
    /** The Firebase user that claimed this row; another may take it over only with a verified email. */
    firebaseUid: text('firebase_uid'),
    /**
     * When the user last signed out everywhere: a Firebase sign-in older than this (its `auth_time`), which
     * a device renews silently, no longer starts a session; only signing in again by hand does.
     */
    signedOutEverywhereAt: timestampTz('signed_out_everywhere_at'),
    /** Firebase's `email_verified` at the last sign-in: only then are visits booked with this email theirs. */
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: createdAt(),
  },
  // Emails are stored lower-cased, so a plain unique index keeps one user per address.
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    check('users_email_lower', sql`${table.email} = lower(${table.email})`),
    check('users_language', sql`${table.language} in ('en', 'es')`),
  ],
);

/** A row of the user's own: it goes with their account. */
export const ownUserId = () => requiredRef('user_id', () => users.id, { onDelete: 'cascade' });

/**
 * The server's sessions, one per device a user signed in on: each session token names its row (`sid`), which
 * the device's renewals keep, and a sign-out deletes, so that its tokens answer 401 and no other device's do.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: primaryId(),
    userId: ownUserId(),
    createdAt: createdAt(),
    /** The last exchange that started or continued it; one not renewed for a while is forgotten. */
    renewedAt: timestampTz('renewed_at').notNull().defaultNow(),
  },
  (table) => [index('user_sessions_user_id_idx').on(table.userId)],
);

/** Colour consultations booked for a half-hour visit; one booking a visit, by a unique index, whoever races. */
export const bookings = pgTable(
  'bookings',
  {
    id: primaryId(),
    startsAt: timestampTz('starts_at').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    notes: text('notes').notNull().default(''),
    /** The account signed in when the visit was booked, if any: that account may see and cancel it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The shop's calendar day of the visit, so that one email books at most one visit a day. */
    visitDay: date('visit_day', { mode: 'string' }),
    /** SHA-256 of the secret in the visit's manage link; the key itself is kept only in the visit's emails. */
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

/**
 * The deleted accounts, by the SHA-256 of their email and of their Firebase uid (never either itself): a device
 * still holding that Firebase user's sign-in from before the deletion gets no new account from it; a sign-in by
 * hand, or another Firebase user of the address (the first one deleted), does.
 */
export const erasedAccounts = pgTable('erased_accounts', {
  emailHash: text('email_hash').primaryKey(),
  /** Null when the account had not been bound to a Firebase user: any sign-in from before the deletion is refused. */
  uidHash: text('uid_hash'),
  erasedAt: timestampTz('erased_at').notNull(),
});
