import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** When an admin marked it handled; null while it waits for an answer. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/** Uploaded images, kept in the database so that every server instance can serve them. */
export const uploads = pgTable('uploads', {
  /** sha256 of the bytes: the same image uploaded twice is stored once, and its URL never changes. */
  hash: text('hash').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});
