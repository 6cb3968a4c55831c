import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const emailStatuses = ['waiting', 'sent', 'failed'] as const;

/**
 * The shop's outgoing mail: one row per message, written in the same transaction as the event that causes
 * it (a payment, a shipment, a booking), so that no event exists without its email. The sender job sends
 * the due ones and keeps each one's state. `data` is what its template needs (src/server/mail/messages.ts);
 * a visit's manage link travels in its confirmation's data, as in the email itself.
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
    /** The RFC 5322 Message-ID, fixed when the row is written: a send repeated after a crash is the same message. */
    messageId: text('message_id').notNull().unique(),
    /** One email per event (e.g. `order-paid:<order id>`): the same event recorded twice writes one email. */
    dedupeKey: text('dedupe_key').unique(),
    status: text('status', { enum: emailStatuses }).notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    /** When it is due: now, a retry's time, or a reminder's day. */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
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
