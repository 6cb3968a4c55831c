import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, requiredRef, timestampTz } from './columns';
import { ownUserId, userSessions, users } from './people-schema';

/**
 * The devices that turned notifications on: one row per browser push subscription (its endpoint, a URL of a
 * push service the server POSTs to, and the keys its payloads are encrypted with). A row belongs to the
 * session that stored it, so signing out of that device (or everywhere) removes it with the session: the next
 * person on the device never gets the previous person's notifications.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: primaryId(),
    userId: ownUserId(),
    sessionId: requiredRef('session_id', () => userSessions.id, { onDelete: 'cascade' }),
    /** One row per endpoint: the same browser subscribing again (another user, a new session) takes it over. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the person is shown to tell their devices apart ("Chrome on Android"), read from the browser's User-Agent. */
    label: text('label').notNull().default('A browser'),
    createdAt: createdAt(),
    /** When the push service last took a notification for this device. */
    lastSentAt: timestampTz('last_sent_at'),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId, table.createdAt)],
);

/**
 * What a user wants to be told of, per kind (see `pushKinds`): no row means every kind on. The same on all
 * their devices; each device turns notifications on or off by its subscription.
 */
export const pushPreferences = pgTable('push_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  orders: boolean('orders').notNull().default(true),
  quotes: boolean('quotes').notNull().default(true),
  visits: boolean('visits').notNull().default(true),
  newOrders: boolean('new_orders').notNull().default(true),
  newQuoteRequests: boolean('new_quote_requests').notNull().default(true),
  newVisits: boolean('new_visits').notNull().default(true),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/**
 * When a user last saw each area's page (`badgeAreas`): what waits there from before no longer counts toward
 * the app's badge.
 */
export const badgeSeen = pgTable(
  'badge_seen',
  {
    userId: ownUserId(),
    area: text('area').notNull(),
    seenAt: timestampTz('seen_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.area] })],
);
