import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, imageColumns, primaryId, requiredRef, timestampTz } from './columns';
import { users } from './people-schema';

export const posts = pgTable(
  'posts',
  {
    id: primaryId(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    publishedOn: date('published_on', { mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('posts_published_idx').on(table.publishedOn, table.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: primaryId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** When an admin marked it handled; null while it waits for an answer. */
    handledAt: timestampTz('handled_at'),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/** An admin's answer to a contact message, mailed to its sender through the mail queue and kept with it. */
export const messageReplies = pgTable(
  'message_replies',
  {
    id: primaryId(),
    messageId: requiredRef('message_id', () => contactMessages.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The admin who wrote it; kept when their account goes. */
    repliedBy: uuid('replied_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('message_replies_message_idx').on(table.messageId, table.createdAt)],
);

/** Uploaded images, kept in the database so that every server instance can serve them. */
export const uploads = pgTable('uploads', {
  /** sha256 of the bytes: the same image uploaded twice is stored once, and its URL never changes. */
  hash: text('hash').primaryKey(),
  ...imageColumns(),
});
