import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll } from 'vitest';
import { createEmptyPostgresDatabase, onPostgresProject } from './database';
import { useTempFolders } from './temp-folders';

const migrations = fileURLToPath(new URL('../db/migrations', import.meta.url));

/**
 * For tests of a migration that moves data: a database of the test project's driver migrated up to just before
 * the migration `tag`, to fill with rows as they were, then `migrateAll` to run it and the rest. Each is closed
 * (and dropped) after the file's tests.
 */
export function useMigrationDatabases() {
  const temporaryFolder = useTempFolders('brushwork-migrations');
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  /** A copy of the migrations that stops before `tag`. */
  function migrationsBefore(tag: string) {
    const folder = temporaryFolder();
    cpSync(migrations, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.slice(
      0,
      journal.entries.findIndex((entry) => entry.tag === tag),
    );
    writeFileSync(journalFile, JSON.stringify(journal));
    return folder;
  }

  return async function databaseBefore(tag: string) {
    const folder = migrationsBefore(tag);
    if (onPostgresProject) {
      const { url, drop } = await createEmptyPostgresDatabase();
      const pool = new pg.Pool({ connectionString: url, max: 2 });
      // Dropping the database ends whatever backend has not yet read its client's goodbye; that client, closing
      // already, then reports the termination, and so does the pool it was idle in (with no listener, the pool's
      // report is an uncaught exception: seen once at half speed): expected, not an error of the test.
      pool.on('error', () => {});
      pool.on('connect', (client) => client.on('error', () => {}));
      closers.push(async () => {
        await pool.end();
        await drop();
      });
      const db = drizzlePostgres(pool);
      await migratePostgres(db, { migrationsFolder: folder });
      return { db, migrateAll: () => migratePostgres(db, { migrationsFolder: migrations }) };
    }
    const client = new PGlite();
    closers.push(() => client.close());
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder: folder });
    return { db, migrateAll: () => migratePglite(db, { migrationsFolder: migrations }) };
  };
}
