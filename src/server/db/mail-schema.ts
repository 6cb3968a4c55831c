import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestampTz } from './columns';
import { pushSubscriptions } from './push-schema';

export const emailStatuses = ['waiting', 'sent', 'failed'] as const;
/** How a row of the queue reaches its person: an email, or a push notification to one device. */
export const mailQueueChannels = ['email', 'push'] as const;
export type MailQueueChannel = (typeof mailQueueChannels)[number];

/**
 * The shop's outgoing mail: one row per message, written in the same transaction as the event that causes
 * it (a payment, a shipment, a booking), so that no event exists without its email. The sender job sends
 * the due ones and keeps each one's state. `data` is what its template needs (src/server/mail/messages.ts),
 * kept as long as the row; `secrets` the parts of it no one may read at rest once the email is out (a
 * visit's manage link), kept only while the row waits to be sent.
 *
 * The same queue carries push notifications (`channel` 'push'): one row per device to tell, written with the
 * email that caused it (`causeId`) and sent by the same job with the same claims, retries and leases; its
 * `data` is the notification's payload, its `subject` the notification's title.
 */
export const emails = pgTable(
  'emails',
  {
    id: primaryId(),
    channel: text('channel', { enum: mailQueueChannels }).notNull().default('email'),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    data: jsonb('data').notNull(),
    /** Rendered with `data`, and dropped when the row is sent or given up: null once it is not waiting. */
    secrets: jsonb('secrets'),
    /** The RFC 5322 Message-ID, fixed when the row is written: a send repeated after a crash is the same message. */
    messageId: text('message_id').notNull().unique(),
    /** One email per event (e.g. `order-paid:<order id>`): the same event recorded twice writes one email. */
    dedupeKey: text('dedupe_key').unique(),
    status: text('status', { enum: emailStatuses }).notNull().default('waiting'),
    /** Tries begun: counted when a sender claims the row, so a message that kills its sender is given up too. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When it is due: now, a retry's time, a reminder's day, or, while a sender holds it, the end of that
     * sender's lease (after which another may claim it: the sender died).
     */
    sendAfter: timestampTz('send_after').notNull().defaultNow(),
    /** The claim of the sender holding it now: only that sender marks it sent or failed. */
    claimId: uuid('claim_id'),
    /** Caused by someone signed out: counted toward the hourly limit of its address. */
    anonymous: boolean('anonymous').notNull().default(false),
    lastError: text('last_error'),
    /** A notification's device: when the subscription goes (turned off, signed out, gone), so do its rows. */
    subscriptionId: uuid('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** A notification's email: a visit's reminder deleted when the visit is cancelled takes its notifications. */
    causeId: uuid('cause_id').references((): AnyPgColumn => emails.id, { onDelete: 'cascade' }),
    sentAt: timestampTz('sent_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('emails_due_idx')
      .on(table.sendAfter)
      .where(sql`${table.status} = 'waiting'`),
    index('emails_to_address_created_idx').on(table.toAddress, table.createdAt),
    index('emails_created_idx').on(table.createdAt),
    index('emails_subscription_idx').on(table.subscriptionId),
    index('emails_cause_idx').on(table.causeId),
  ],
);

/**
 * What a reader turned off, by address (a visitor who booked signed out has no account, and an unsubscribe
 * link names an address): no row, everything on.
 */
export const mailPreferences = pgTable('mail_preferences', {
  email: text('email').primaryKey(),
  reviews: boolean('reviews').notNull().default(true),
  reminders: boolean('reminders').notNull().default(true),
  news: boolean('news').notNull().default(true),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/** The one-click unsubscribe links used: each works once, so one replayed after a change of mind changes nothing. */
export const mailUnsubscribes = pgTable('mail_unsubscribes', {
  emailId: uuid('email_id').primaryKey(),
  usedAt: timestampTz('used_at').notNull().defaultNow(),
});
