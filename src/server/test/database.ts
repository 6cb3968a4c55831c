import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { embeddedDatabaseHandle, openDatabase, type DatabaseHandle } from '../db/client';
import { openEmbeddedDatabase } from '../db/embedded';
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
  if (process.env.TEST_DATABASE_DRIVER !== 'postgres') return lendEmbeddedDatabase();

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
 * Starting PGlite from the migrated copy takes 1.5 to 3.5 s, most of a server test file's time, and emptying
 * it a few milliseconds. So a worker keeps one and lends it to its test files in turn (it runs one at a time),
 * emptied back to the migrated database before each; a file that changed its schema leaves it to be dropped,
 * and a file that holds two databases at once gets a new one for the second.
 */
let kept: { client: PGlite; schema: string; lent: boolean } | undefined;

export async function lendEmbeddedDatabase(): Promise<DatabaseHandle> {
  if (kept && !kept.lent && !(await emptiedToMigrated(kept.client, kept.schema))) {
    await kept.client.close();
    kept = undefined;
  }
  if (kept?.lent) return startEmbeddedFromTemplate();
  if (!kept) {
    const client = await openEmbeddedDatabase(undefined, new Blob([readFileSync(inject('pgliteTemplate'))]));
    await (await embeddedDatabaseHandle(client)).migrate();
    kept = { client, schema: await schemaFingerprint(client), lent: false };
  }
  const lending = kept;
  lending.lent = true;
  let returned = false;
  // What the file is given refuses every use once it has closed it: a timer of its app still running then
  // must not write into the next file's database.
  const view = new Proxy(lending.client, {
    get(client, property) {
      if (property === 'close')
        return async () => {
          returned = true;
          lending.lent = false;
        };
      if (returned) throw new Error('This test database is closed: the file that had it has ended.');
      const value: unknown = Reflect.get(client, property, client);
      return typeof value === 'function' ? value.bind(client) : value;
    },
  });
  return embeddedDatabaseHandle(view);
}

async function startEmbeddedFromTemplate() {
  const handle = await openDatabase({
    driver: 'pglite',
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
  });
  // Already migrated: this only checks that it is.
  await handle.migrate();
  return handle;
}

/**
 * Empties `client` back to the migrated database: its session reset, every table emptied and every sequence
 * restarted (the migrations add no rows). False when the file changed the schema, which emptying cannot undo.
 */
async function emptiedToMigrated(client: PGlite, migratedSchema: string): Promise<boolean> {
  await client.exec('rollback');
  await client.exec('discard all');
  if ((await schemaFingerprint(client)) !== migratedSchema) return false;
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
  );
  const { rows: sequences } = await client.query<{ name: string }>(
    `select format('%I.%I', sequence_schema, sequence_name) as name from information_schema.sequences
      where sequence_schema = 'public'`,
  );
  await client.exec(
    [
      `truncate table ${tables.map((table) => table.name).join(', ')} restart identity cascade`,
      ...sequences.map((sequence) => `alter sequence ${sequence.name} restart`),
    ].join(';\n'),
  );
  return true;
}

/** What the database's schema is: its schemas, relations and columns, defaults, constraints, functions and triggers, and migrations. */
async function schemaFingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(`
    with own_namespaces as (
      select oid, nspname from pg_namespace where nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    )
    select md5(string_agg(part, ',' order by part)) || ':' || (select count(*) from drizzle.__drizzle_migrations)
      as fingerprint
    from (
      select 'schema ' || nspname as part from own_namespaces
      union all
      select format('relation %s.%s %s %s', n.nspname, c.relname, c.relkind, (
        select string_agg(format('%s %s %s %s', a.attname, a.atttypid, a.attnotnull,
          pg_get_expr(d.adbin, d.adrelid)), ';' order by a.attnum)
        from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped))
      from pg_class c join own_namespaces n on n.oid = c.relnamespace
      union all
      select 'constraint ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
        where connamespace in (select oid from own_namespaces)
      union all
      select format('function %s %s', p.proname, md5(p.prosrc)) from pg_proc p
        where p.pronamespace in (select oid from own_namespaces)
      union all
      select 'trigger ' || tgname from pg_trigger where not tgisinternal
      union all
      select format('type %s %s', t.typname, e.enumlabel) from pg_enum e join pg_type t on t.oid = e.enumtypid
    ) parts`);
  return rows[0]!.fingerprint;
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

/** PostgreSQL: how many statements on this database wait for a lock now (a request held behind a test's lock). */
export async function statementsWaitingForALock(database: DatabaseHandle): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as count from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return (result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
}
