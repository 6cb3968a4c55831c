import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsFolder } from '../server-files';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of the database: what a write and everything written with it run in. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  /** PostgreSQL only: this process's pool, its connections open, idle, and queries waiting for one. */
  poolClients?: () => { total: number; idle: number; waiting: number };
  close: () => Promise<void>;
  /**
   * Runs `work` while no other process on this database runs work under the same lock (migrations and
   * seeding at start, when several processes start at once); the embedded database has one process.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  /** The embedded database only: a copy of its data folder at one moment (PGlite's dumpDataDir). */
  snapshot?: () => Promise<Blob>;
  /**
   * PostgreSQL only: calls `onPayload` for every NOTIFY on `channel` from any process on the database,
   * over a connection of its own that is opened again whenever it drops; returns how to stop. Each time it
   * starts listening it also calls `onPayload('')` once: a NOTIFY sent while it was not listening yet (just
   * after the start, or while the connection was down) is lost, and what it announced is seen then.
   */
  listen?: (channel: string, onPayload: (payload: string) => void) => () => Promise<void>;
};

const relistenAfterMs = 1000;
/** Any fixed number: the advisory lock that the shop's processes take for their start. */
const startLockKey = 48_151_623;

function listenForever(url: string, channel: string, onPayload: (payload: string) => void) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async () => {
    const current = new pg.Client({ connectionString: url });
    client = current;
    const again = () => {
      current.removeAllListeners();
      current.on('error', () => {});
      void current.end().catch(() => {});
      if (!stopped && client === current) retry = setTimeout(() => void connect(), relistenAfterMs);
    };
    current.on('error', again);
    current.on('end', again);
    current.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (!stopped && client === current) onPayload('');
    } catch {
      again();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * Connections a server process keeps to PostgreSQL. Each query holds one until the process has read its
 * answer, which under load waits for the event loop far longer than PostgreSQL takes; an order makes
 * about ten of them, so 100 orders a second with the catalogue read beside them keep about 20 busy.
 */
const poolSize = 20;

export type DatabaseOptions =
  | { driver: 'postgres'; url: string; maxConnections?: number }
  /**
   * `dataDir` unset keeps the database in memory (tests); `loadDataDir` starts it from a copy of a data
   * folder (PGlite's dumpDataDir), which is much faster than creating one.
   */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** What either driver's handle says alike: its database, how to migrate it, and a ping through `client`. */
function handleOf(
  driver: DatabaseHandle['driver'],
  db: Database,
  migrate: () => Promise<void>,
  client: { query: (sql: string) => Promise<unknown> },
) {
  return {
    db,
    driver,
    migrate,
    ping: async () => {
      await client.query('select 1');
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? poolSize });
    // A client losing its server must not crash the process, idle or lent out between two queries of a
    // transaction (the pool listens only to idle ones); the query that needs it reports it, as a 503.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePostgres(pool, { schema });
    return {
      ...handleOf('postgres', db, () => migratePostgres(db, { migrationsFolder }), pool),
      close: () => pool.end(),
      poolClients: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      exclusively: async (work) => {
        // A session-level advisory lock held on a connection of its own, while the work runs on the pool.
        const lock = new pg.Client({ connectionString: options.url });
        lock.on('error', () => {});
        await lock.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [startLockKey]);
          return await work();
        } finally {
          await lock.end().catch(() => {});
        }
      },
      listen: (channel, onPayload) => listenForever(options.url, channel, onPayload),
    };
  }

  // Loaded only here: a server on PostgreSQL never pays for PGlite's code.
  const { openEmbeddedDatabase } = await import('./embedded');
  return embeddedDatabaseHandle(await openEmbeddedDatabase(options.dataDir, options.loadDataDir));
}

/** The handle of an embedded database that is open: `client` is its PGlite, or a view of one that acts as it. */
export async function embeddedDatabaseHandle(client: PGlite): Promise<DatabaseHandle> {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const db = drizzlePglite(client, { schema });
  return {
    ...handleOf('pglite', db, () => migratePglite(db, { migrationsFolder }), client),
    close: () => client.close(),
    exclusively: (work) => work(),
    snapshot: () => client.dumpDataDir('none'),
  };
}
