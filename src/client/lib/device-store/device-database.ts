import { type DBSchema, type IDBPDatabase, type IDBPTransaction, openDB, type StoreNames } from 'idb';
import { databaseExists } from './database-exists';

/** One step of a database's shape: what version `index + 1` adds to the one before (stores, indexes, records). */
export type Upgrade<Schema extends DBSchema> = (
  db: IDBPDatabase<Schema>,
  tx: IDBPTransaction<Schema, StoreNames<Schema>[], 'versionchange'>,
) => void;

/**
 * The one way the app keeps data on the device (the outbox, the carts, drafts, the saved queries): an
 * IndexedDB database through `idb`, opened at first use and never created just to be read (a first visit
 * that writes nothing pays for nothing); its shape grown by `upgrades`, one step per version in order, so a
 * device several releases behind is brought up step by step; a failed transaction (iOS drops connections,
 * a closing database) tried once more on a freshly opened connection before it reaches the caller; and every
 * change announced by store name to this page's listeners and, through a BroadcastChannel, to the other tabs
 * and the service worker. Another version of the app that needs the database closes this connection, and the
 * next use opens it afresh.
 *
 * Each area keeps a database of its own, so that a change of one area's shape waits only for the tabs that
 * have that area open, and what an earlier release kept stays where it was, under its name.
 */
export function deviceDatabase<Schema extends DBSchema>(name: string, upgrades: Upgrade<Schema>[]) {
  const version = upgrades.length;
  let opening: Promise<IDBPDatabase<Schema>> | undefined;
  let current: IDBPDatabase<Schema> | undefined;

  const open = () =>
    (opening ??= openDB<Schema>(name, version, {
      upgrade(db, oldVersion, _newVersion, tx) {
        for (let step = oldVersion; step < version; step += 1) upgrades[step]!(db, tx);
      },
      blocking: () => void close(),
      terminated: () => void close(),
    }).then(
      (db) => (current = db),
      (error: unknown) => {
        opening = undefined;
        throw error;
      },
    ));

  async function close() {
    const was = opening;
    opening = undefined;
    current = undefined;
    (await was?.catch(() => undefined))?.close();
  }

  /** Runs `work` on the open database, once more on a fresh connection if it fails. */
  async function run<T>(work: (db: IDBPDatabase<Schema>) => Promise<T>): Promise<T> {
    try {
      return await work(await open());
    } catch {
      await close();
      return work(await open());
    }
  }

  const listeners = new Map<string, Set<() => void>>();
  const notify = (store: string) => listeners.get(store)?.forEach((listener) => listener());
  // Where there is no IndexedDB (a page prerendered at build time) there is nothing to share.
  const shared = typeof BroadcastChannel !== 'undefined' && typeof indexedDB !== 'undefined';
  const channel = shared ? new BroadcastChannel(`${name}-changes`) : undefined;
  channel?.addEventListener('message', (event: MessageEvent) => {
    // An earlier release announced a change without naming the store: every listener reads again.
    if (typeof event.data === 'string' && listeners.has(event.data)) notify(event.data);
    else for (const store of listeners.keys()) notify(store);
  });

  return {
    name,
    run,
    /** The database when it is open already, for a write that must begin in this very task (a page being left). */
    opened: () => current,
    /** Whether anything was ever kept here: reads of a database never written answer nothing without creating it. */
    written: async () => opening !== undefined || (await databaseExists(name)),
    /** Tells this page's listeners of `store`, and the other tabs and the worker, that it changed. */
    changed(store: StoreNames<Schema> & string) {
      notify(store);
      channel?.postMessage(store);
    },
    subscribe(store: StoreNames<Schema> & string, listener: () => void) {
      const set = listeners.get(store) ?? new Set();
      listeners.set(store, set.add(listener));
      return () => void set.delete(listener);
    },
    close,
  };
}

export type DeviceDatabase<Schema extends DBSchema> = ReturnType<typeof deviceDatabase<Schema>>;
