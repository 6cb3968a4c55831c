import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { copyEmbeddedTemplate } from './embedded-template';
import { createEmptyDatabase, dropDatabase } from './postgres-sandbox';

/** Whether this run is the server-postgres project's (the server tests run on PGlite, then on PostgreSQL). */
export const onPostgresProject = process.env.TEST_DATABASE_DRIVER === 'postgres';

/**
 * `dataDir` given a copy of the run's migrated embedded database, in the PGlite project (whose global setup
 * made it); elsewhere left as it is, for the server or the test to create its own.
 */
export function withMigratedEmbedded(dataDir: string): string {
  const template = inject('pgliteTemplateFolder');
  return template ? copyEmbeddedTemplate(template, dataDir) : dataDir;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite in the server-pglite project, or a new
 * database on the project's PostgreSQL server in the server-postgres project; each a copy of the run's
 * migrated database (see the projects' global setups).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DATABASE_DRIVER !== 'postgres') {
    const handle = await openDatabase({
      driver: 'pglite',
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    // Already migrated: this only checks that it is.
    await handle.migrate();
    return handle;
  }

  const { url, drop } = await createEmptyPostgresDatabase(inject('postgresTemplate'));
  const handle = await openDatabase({ driver: 'postgres', url, maxConnections: 20 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

/**
 * A new database on the project's PostgreSQL server (server-postgres project only), and how to drop it:
 * empty, or a copy of `template`.
 */
export async function createEmptyPostgresDatabase(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = inject('postgresUrl');
  const url = await createEmptyDatabase(serverUrl, template);
  return { url, drop: () => dropDatabase(serverUrl, url) };
}
