import type { DBSchema } from 'idb';
import { deviceDatabase } from './device-store/device-database';
import { deviceDatabases } from './device-store/database-names';
import { readRecord, type RecordVersions } from './device-store/record-versions';

/**
 * Where the query cache is kept on the device, on its storage layer (`deviceDatabase`): one record for the
 * public catalogue and one per signed-in user. The first page's small start script uses it too, to keep the
 * data a page came with the moment it arrives (see hydrate.ts).
 */

/** A dehydrated query as TanStack Query writes it; only what merging needs is spelt out. */
export type SavedQuery = { queryHash: string; state: { dataUpdatedAt: number } } & Record<string, unknown>;
export type SavedClient = {
  buster: string;
  timestamp: number;
  clientState: { queries: SavedQuery[]; mutations: unknown[] };
};

interface CacheDatabase extends DBSchema {
  queries: { key: string; value: SavedClient };
}

/**
 * The version of what is saved, tied to its shape, kept in each record as its `buster` (`brushwork-v5`). A
 * record of an older version is dropped unread (saved data is a copy of the shop's, fetched again), and one
 * of a newer version is never read, so an app update never misreads what another version wrote. Raise it
 * whenever the record's shape or the meaning of a field changes (the query keys and data of the features,
 * `dataUpdatedAt`, the records): v3, since v2 could keep a list whose answer was cut off as the page was left;
 * v4, since `dataUpdatedAt` became the time the shop produced the data, and records are merged per query;
 * v5, since tools are kept under the app's field names (minOrderQuantity, orderQuantity), not the wire's,
 * and a user's own profile moved to its own root (profile), apart from an admin's list of users.
 */
const savedVersions: RecordVersions<SavedClient> = {
  current: 5,
  of: (stored) => Number(/^brushwork-v(\d+)$/.exec((stored as Partial<SavedClient>).buster ?? '')?.[1] ?? 0),
  upgrade: () => undefined,
};
export const savedBuster = `brushwork-v${savedVersions.current}`;
export const savedMaxAgeMs = 7 * 24 * 60 * 60 * 1000;
export const publicRecord = 'public';
export const userRecord = (email: string) => `user:${email.toLowerCase()}`;

const database = deviceDatabase<CacheDatabase>(deviceDatabases.savedQueries, [
  (db) => void db.createObjectStore('queries'),
]);

function usable(value: unknown): value is SavedClient {
  if (value === undefined || readRecord(savedVersions, value).status !== 'current') return false;
  return Array.isArray((value as SavedClient).clientState?.queries);
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

/**
 * Where a page left before it had read a record (its restore still under way) keeps what it showed: beside
 * the record, not merged into it, which would need the read first. The next read merges it in, and the next
 * write folds it into the record and deletes it.
 */
const unmerged = (record: string) => `unmerged:${record}`;
/** Records read with something kept beside them, which the next write folds in. */
const toFold = new Set<string>();

/** Whether a record read here has something kept beside it: a write should fold it in soon. */
export const anythingToFold = () => toFold.size > 0;

/** Each query's data expires on its own, `savedMaxAgeMs` after the shop produced it. */
export async function readSaved(record: string, now = Date.now()): Promise<SavedClient | undefined> {
  // One transaction: another tab folding the two together in between is seen whole, or not at all.
  const [stored, left] = await database.run((db) => {
    const tx = db.transaction('queries');
    return Promise.all([tx.store.get(record), tx.store.get(unmerged(record))]);
  });
  if (left !== undefined) toFold.add(record);
  const queries = merge(liveQueries(stored, now), liveQueries(left, now), now);
  lastKnown.set(record, queries);
  return usable(stored) || usable(left) ? saved(queries, now) : undefined;
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
 * with the database open the transaction begins in this very task and is committed at once, with no read
 * before the write (Chromium keeps only what a page being left began in the leaving task and committed); the
 * queries are then merged into what this page last read or wrote, and only another tab's writes since then
 * may be lost; under a record this page has not read yet, they are kept beside it (`unmerged`).
 */
export function writeSaved(
  records: Record<string, SavedQuery[]>,
  { now = Date.now(), leaving = false }: { now?: number; leaving?: boolean } = {},
): Promise<void> {
  const merged = (record: string, before: SavedQuery[], queries: SavedQuery[]) => {
    const all = merge(before, queries, now);
    lastKnown.set(record, all);
    return saved(all, now);
  };
  const open = database.opened();
  if (leaving && open) {
    try {
      const tx = open.transaction('queries', 'readwrite');
      for (const [record, queries] of Object.entries(records)) {
        const known = lastKnown.get(record);
        if (known) void tx.store.put(merged(record, known, queries), record).catch(() => undefined);
        else if (queries.length > 0) void tx.store.put(saved(queries, now), unmerged(record)).catch(() => undefined);
      }
      // Not every browser has commit(); where it is missing, the transaction commits by itself.
      tx.commit?.();
      return tx.done;
    } catch {
      // The connection was dropped: written the ordinary way, on a fresh one, for as long as the page lasts.
    }
  }
  return database.run(async (db) => {
    const tx = db.transaction('queries', 'readwrite');
    for (const [record, queries] of Object.entries(records)) {
      const [stored, left] = await Promise.all([tx.store.get(record), tx.store.get(unmerged(record))]);
      const before = merge(liveQueries(stored, now), liveQueries(left, now), now);
      await tx.store.put(merged(record, before, queries), record);
      if (left !== undefined) await tx.store.delete(unmerged(record));
    }
    await tx.done;
    for (const record of Object.keys(records)) toFold.delete(record);
  });
}

export async function deleteSaved(record: string): Promise<void> {
  lastKnown.delete(record);
  toFold.delete(record);
  await database.run(async (db) => {
    const tx = db.transaction('queries', 'readwrite');
    await Promise.all([tx.store.delete(record), tx.store.delete(unmerged(record)), tx.done]);
  });
}
