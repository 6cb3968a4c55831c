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
 * The version of what is saved, tied to its shape: a record whose `buster` differs is dropped unread, so
 * an app update never misreads what an older version wrote. Raise it whenever the record's shape or the
 * meaning of a field changes (the query keys and data of the features, `dataUpdatedAt`, the records):
 * v3, since v2 could keep a list whose answer was cut off as the page was left (its rows missing); v4,
 * since `dataUpdatedAt` became the time the shop produced the data, and records are merged per query.
 * v5, since tools are kept under the app's field names (minOrderQuantity, orderQuantity), not the wire's,
 * and a user's own profile moved to its own root (profile), apart from an admin's list of users.
 */
export const savedBuster = 'brushwork-v5';
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
  const attempt = () => (database ? run(database, mode, work) : open().then((db) => run(db, mode, work)));
  // A connection the browser dropped (iOS does, in the background) fails every transaction: one more try
  // on a freshly opened database before the failure is the caller's.
  return attempt().catch(() => {
    database?.close();
    database = undefined;
    opened = undefined;
    return attempt();
  });
}

function usable(value: unknown): value is SavedClient {
  const saved = value as SavedClient | undefined;
  return saved?.buster === savedBuster && Array.isArray(saved.clientState?.queries);
}

/** The queries saved under a record that are still within the saved data's lifetime. */
function liveQueries(value: unknown, now: number): SavedQuery[] {
  return usable(value)
    ? value.clientState.queries.filter((query) => now - query.state.dataUpdatedAt < savedMaxAgeMs)
    : [];
}

/** Each query's newer copy (equal times: the later write's), without those past the lifetime. */
function merge(before: SavedQuery[], queries: SavedQuery[], now: number): SavedQuery[] {
  const merged = new Map<string, SavedQuery>();
  for (const query of [...before, ...queries]) {
    const known = merged.get(query.queryHash);
    if (now - query.state.dataUpdatedAt >= savedMaxAgeMs) continue;
    if (!known || known.state.dataUpdatedAt <= query.state.dataUpdatedAt) merged.set(query.queryHash, query);
  }
  return [...merged.values()];
}

const saved = (queries: SavedQuery[], now: number): SavedClient => ({
  buster: savedBuster,
  timestamp: now,
  clientState: { queries, mutations: [] },
});

/**
 * What this page last read or wrote under each record: a write begun as the page is left has no time to
 * read first, so it merges into this instead.
 */
const lastKnown = new Map<string, SavedQuery[]>();

/** Each query's data expires on its own, `savedMaxAgeMs` after the shop produced it. */
export function readSaved(record: string, now = Date.now()): Promise<SavedClient | undefined> {
  return transaction('readonly', (store, done) => {
    const request = store.get(record);
    request.onsuccess = () => {
      const queries = liveQueries(request.result, now);
      lastKnown.set(record, queries);
      done(usable(request.result) ? saved(queries, now) : undefined);
    };
  });
}

/**
 * Adds `queries` to what is saved under each record, in one transaction: a query is replaced only by newer
 * data of itself, so two tabs never overwrite each other's saved queries, and queries older than the saved
 * data's lifetime are dropped.
 */
export function mergeSaved(record: string, queries: SavedQuery[], now = Date.now()): Promise<void> {
  return writeSaved({ [record]: queries }, { now });
}

/**
 * Merges each record's queries into what is saved (see `mergeSaved`). `leaving`: the page is being left, so
 * the transaction is committed at once, with no read before the write (it would be cut off with the page);
 * the queries are then merged into what this page last read or wrote, and only another tab's writes since
 * then may be lost.
 */
export function writeSaved(
  records: Record<string, SavedQuery[]>,
  { now = Date.now(), leaving = false }: { now?: number; leaving?: boolean } = {},
): Promise<void> {
  return transaction('readwrite', (store, done) => {
    const put = (record: string, before: SavedQuery[], queries: SavedQuery[]) => {
      const merged = merge(before, queries, now);
      lastKnown.set(record, merged);
      store.put(saved(merged, now), record);
    };
    if (leaving) {
      for (const [record, queries] of Object.entries(records)) put(record, lastKnown.get(record) ?? [], queries);
      // Not every browser has commit(); where it is missing, the transaction commits by itself.
      store.transaction.commit?.();
      done(undefined);
      return;
    }
    for (const [record, queries] of Object.entries(records)) {
      const request = store.get(record);
      request.onsuccess = () => put(record, liveQueries(request.result, now), queries);
    }
    done(undefined);
  });
}

export function deleteSaved(record: string): Promise<void> {
  lastKnown.delete(record);
  return transaction('readwrite', (store, done) => {
    store.delete(record);
    done(undefined);
  });
}
