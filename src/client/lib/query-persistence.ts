import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { openDB } from 'idb';

/**
 * The query cache is kept in IndexedDB, so a cold start with no network shows the catalogue at once.
 * IndexedDB is asynchronous, hence the async-storage persister over idb (not the sync-storage one,
 * which needs localStorage: synchronous, about 5 MB, and blocking the main thread on every write).
 */
let opened: ReturnType<typeof openDB> | undefined;
// Opened at first use: the query client is also made where there is no IndexedDB, to prerender pages.
const database = () =>
  (opened ??= openDB('brushwork-cache', 1, {
    upgrade(db) {
      db.createObjectStore('queries');
    },
  }));

const storage = {
  getItem: async (key: string) => ((await (await database()).get('queries', key)) as string | undefined) ?? null,
  setItem: async (key: string, value: string) => {
    await (await database()).put('queries', value, key);
  },
  removeItem: async (key: string) => {
    await (await database()).delete('queries', key);
  },
};

/** Public catalogue data only: orders, users and payments stay off the device. */
const persistedRoots = new Set(['tools', 'posts', 'reviews']);

export const persistedQueryMaxAge = 7 * 24 * 60 * 60 * 1000;

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: createAsyncStoragePersister({ storage, key: 'brushwork-queries', throttleTime: 1000 }),
  maxAge: persistedQueryMaxAge,
  // Raised when the shape of a persisted answer changes, so an old cache is dropped rather than misread.
  buster: 'catalogue-v1',
  dehydrateOptions: {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && persistedRoots.has(String(query.queryKey[0])),
  },
};
