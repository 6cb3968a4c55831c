import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const emailStatuses = ['waiting', 'sent', 'failed'] as const;

/**
 * The shop's outgoing mail: one row per message, written in the same transaction as the event that causes
 * it (a payment, a shipment, a booking), so that no event exists without its email. The sender job sends
 * the due ones and keeps each one's state. `data` is what its template needs (src/server/mail/messages.ts),
 * kept as long as the row; `secrets` the parts of it no one may read at rest once the email is out (a
 * visit's manage link), kept only while the row waits to be sent.
 */
export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    /** The claim of the sender holding it now: only that sender marks it sent or failed. */
    claimId: uuid('claim_id'),
    /** Caused by someone signed out: counted toward the hourly limit of its address. */
    anonymous: boolean('anonymous').notNull().default(false),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('emails_due_idx')
      .on(table.sendAfter)
      .where(sql`${table.status} = 'waiting'`),
    index('emails_to_address_created_idx').on(table.toAddress, table.createdAt),
    index('emails_created_idx').on(table.createdAt),
  ],
);
