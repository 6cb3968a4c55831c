import { type DBSchema, openDB } from 'idb';
import { databaseExists } from './database-exists';
import type { OutboxEntry } from './entry';

interface OutboxDatabase extends DBSchema {
  entries: { key: string; value: OutboxEntry; indexes: { createdAt: number } };
}

/**
 * Where the outbox keeps its entries: one IndexedDB store, oldest first, with every change announced to
 * this tab's listeners and, through a BroadcastChannel, to the other tabs and the service worker.
 */
export function createOutboxStore(databaseName: string) {
  // Opened at first use, so that importing the outbox (when a page is prerendered, say) needs no IndexedDB.
  let opened: ReturnType<typeof openDB<OutboxDatabase>> | undefined;
  const database = () =>
    (opened ??= openDB<OutboxDatabase>(databaseName, 1, {
      upgrade(db) {
        db.createObjectStore('entries', { keyPath: 'id' }).createIndex('createdAt', 'createdAt');
      },
    }));
  const listeners = new Set<() => void>();
  // Where there is no IndexedDB (a page prerendered at build time) there is nothing to share.
  const shared = typeof BroadcastChannel !== 'undefined' && typeof indexedDB !== 'undefined';
  const channel = !shared ? undefined : new BroadcastChannel(`${databaseName}-changes`);
  channel?.addEventListener('message', () => listeners.forEach((listener) => listener()));
  const changed = () => {
    listeners.forEach((listener) => listener());
    channel?.postMessage('changed');
  };

  return {
    async list(): Promise<OutboxEntry[]> {
      if (!opened && !(await databaseExists(databaseName))) return []; // never written here
      return (await database()).getAllFromIndex('entries', 'createdAt');
    },
    async save(entry: OutboxEntry) {
      await (await database()).put('entries', entry);
      changed();
    },
    async remove(id: string) {
      await (await database()).delete('entries', id);
      changed();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
