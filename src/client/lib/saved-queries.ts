/**
 * Where the query cache is kept on the device: one IndexedDB store, one record for the public
 * catalogue and one per signed-in user. Written with IndexedDB's own API, without libraries, because
 * the first page's small start script uses it too, to keep the data a page came with the moment it
 * arrives (see hydrate.ts).
 */

/** A dehydrated query as TanStack Query writes it; only what merging needs is spelt out. */
export type SavedQuery = { queryHash: string; state: { dataUpdatedAt: number } } & Record<string, unknown>;
export type SavedClient = {
  buster: string;
  timestamp: number;
  clientState: { queries: SavedQuery[]; mutations: unknown[] };
};

const databaseName = 'brushwork-cache';
const storeName = 'queries';
/**
 * Raised when what is saved may not be read as it is, so an old copy is dropped rather than misread: v3,
 * since v2 could keep a list whose answer was cut off as the page was left (its rows missing).
 */
export const savedBuster = 'brushwork-v3';
export const savedMaxAgeMs = 7 * 24 * 60 * 60 * 1000;
export const publicRecord = 'public';
export const userRecord = (email: string) => `user:${email.toLowerCase()}`;

let opened: Promise<IDBDatabase> | undefined;
/** The database once open, so that a write can begin in the same task that asks for it. */
let database: IDBDatabase | undefined;

function open(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    request.onsuccess = () => resolve((database = request.result));
    request.onerror = () => {
      opened = undefined;
      reject(request.error);
    };
  });
  return opened;
}

function run<T>(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore, done: (value: T) => void) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(storeName, mode);
    let result: T;
    work(tx.objectStore(storeName), (value) => (result = value));
    tx.oncomplete = () => resolve(result);
    tx.onerror = tx.onabort = () => reject(tx.error);
  });
}

/**
 * Runs `work` in one transaction and resolves once it has committed, so the data is on disk. With the
 * database open, the transaction begins before this returns: Chromium keeps only what a page that is
 * being left began in the leaving task itself, and committed at once (see `writeSaved`).
 */
function transaction<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore, done: (value: T) => void) => void,
): Promise<T> {
  return database ? run(database, mode, work) : open().then((db) => run(db, mode, work));
}

function usable(value: unknown, now: number): value is SavedClient {
  const saved = value as SavedClient | undefined;
  return (
    saved?.buster === savedBuster && now - saved.timestamp < savedMaxAgeMs && Array.isArray(saved.clientState?.queries)
  );
}

export function readSaved(record: string, now = Date.now()): Promise<SavedClient | undefined> {
  return transaction('readonly', (store, done) => {
    const request = store.get(record);
    request.onsuccess = () => done(usable(request.result, now) ? request.result : undefined);
  });
}

/**
 * Adds `queries` to what is saved under `record`, in one transaction: a query is replaced only by newer
 * data of itself, and queries older than the saved data's lifetime are dropped.
 */
export function mergeSaved(record: string, queries: SavedQuery[], now = Date.now()): Promise<void> {
  return transaction('readwrite', (store, done) => {
    const request = store.get(record);
    request.onsuccess = () => {
      const merged = new Map<string, SavedQuery>();
      const before = usable(request.result, now) ? request.result.clientState.queries : [];
      for (const query of [...before, ...queries]) {
        const known = merged.get(query.queryHash);
        if (now - query.state.dataUpdatedAt > savedMaxAgeMs) continue;
        if (!known || known.state.dataUpdatedAt <= query.state.dataUpdatedAt) merged.set(query.queryHash, query);
      }
      const saved: SavedClient = {
        buster: savedBuster,
        timestamp: now,
        clientState: { queries: [...merged.values()], mutations: [] },
      };
      store.put(saved, record);
      store.transaction.commit();
      done(undefined);
    };
  });
}

/**
 * Replaces what is saved under each record with its queries, in one transaction committed at once, so
 * that it reaches the disk even when it begins as the page is being left (a read before the write, or a
 * transaction left to commit by itself, would be cut off with the page).
 */
export function writeSaved(records: Record<string, SavedQuery[]>, now = Date.now()): Promise<void> {
  return transaction('readwrite', (store, done) => {
    for (const [record, queries] of Object.entries(records)) {
      store.put(
        { buster: savedBuster, timestamp: now, clientState: { queries, mutations: [] } } satisfies SavedClient,
        record,
      );
    }
    store.transaction.commit();
    done(undefined);
  });
}

export function deleteSaved(record: string): Promise<void> {
  return transaction('readwrite', (store, done) => {
    store.delete(record);
    done(undefined);
  });
}
