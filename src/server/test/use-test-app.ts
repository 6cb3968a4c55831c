import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AppDeps } from '../app-deps';
import type { DatabaseHandle } from '../db/client';
import type { users } from '../db/schema';
import { createTestApp, openTestApp, signedInUser, type TestApp } from './app';
import { createTestDatabase } from './database';

/**
 * The setup every server test file shares, in one place: a fresh, migrated database for the file (on
 * PGlite or on PostgreSQL, as the project runs), opened before its tests and closed after them.
 */
export function useTestDatabase(ready: (database: DatabaseHandle) => unknown) {
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    await ready(database);
  });
  afterAll(() => database?.close());
}

/**
 * A fresh database and the app on it, for one test file: `ready` is called with both once they are open.
 * With `freshEachTest`, before each test those tables are emptied and a new app (with its own in-memory
 * state) is made, and `ready` is called again with it.
 */
export function useTestApp(
  ready: (opened: { database: DatabaseHandle; app: TestApp }) => unknown,
  { overrides, freshEachTest }: { overrides?: Partial<Omit<AppDeps, 'database'>>; freshEachTest?: PgTable[] } = {},
) {
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    const opened = await openTestApp(overrides);
    database = opened.database;
    await ready(opened);
  });
  if (freshEachTest)
    beforeEach(async () => {
      for (const table of freshEachTest) await database!.db.delete(table);
      await ready({ database: database!, app: createTestApp(database!, overrides) });
    });
  afterAll(() => database?.close());
}

export type Person = Awaited<ReturnType<typeof signedInUser>>;
export type AppWithPeople = { database: DatabaseHandle; app: TestApp; admin: Person; customer: Person };

/**
 * useTestApp with the two people most server tests act as, signed in once the app is open: the shop's admin,
 * then a customer (with `customer`'s fields, where given).
 */
export function useTestAppWithPeople(
  ready: (opened: AppWithPeople) => unknown,
  customer: Partial<typeof users.$inferInsert> = {},
) {
  useTestApp(async (opened) => {
    const admin = await signedInUser(opened.database, { role: 'admin' });
    await ready({ ...opened, admin, customer: await signedInUser(opened.database, customer) });
  });
}
