import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { databaseExists } from '@/client/lib/outbox/database-exists';
import { type CartRecord, emptyCart, hasUnsavedChanges } from './cart-lines';

interface CartDatabase extends DBSchema {
  carts: { key: string; value: CartRecord };
}

/**
 * Where the carts are kept on the device: one IndexedDB record per person (the visitor's, and each
 * signed-in user's), each read only for its owner. Every change is one transaction that reads the record
 * and writes it back, so two tabs never lose each other's changes; it is announced to this tab's
 * listeners and, through a BroadcastChannel, to the other tabs.
 */
export function createCartStore(
  databaseName: string,
  { onChanged }: { onChanged?: (record: CartRecord) => void } = {},
) {
  let opened: Promise<IDBPDatabase<CartDatabase>> | undefined;
  const database = () =>
    (opened ??= openDB<CartDatabase>(databaseName, 1, {
      upgrade: (db) => void db.createObjectStore('carts', { keyPath: 'owner' }),
      blocking: () => void close(),
      terminated: () => void close(),
    }));
  async function close() {
    const was = opened;
    opened = undefined;
    (await was?.catch(() => undefined))?.close();
  }
  /** As the outbox does: a dropped connection (iOS drops them) is opened afresh for one more try. */
  async function withDatabase<T>(work: (db: IDBPDatabase<CartDatabase>) => Promise<T>): Promise<T> {
    try {
      return await work(await database());
    } catch {
      await close();
      return work(await database());
    }
  }

  const listeners = new Set<() => void>();
  const shared = typeof BroadcastChannel !== 'undefined' && typeof indexedDB !== 'undefined';
  const channel = shared ? new BroadcastChannel(`${databaseName}-changes`) : undefined;
  channel?.addEventListener('message', () => listeners.forEach((listener) => listener()));
  function changed(records: CartRecord[]) {
    for (const record of records) onChanged?.(record);
    listeners.forEach((listener) => listener());
    channel?.postMessage('changed');
  }

  async function read(owner: string): Promise<CartRecord> {
    if (!opened && !(await databaseExists(databaseName))) return emptyCart(owner); // never written here
    return (await withDatabase((db) => db.get('carts', owner))) ?? emptyCart(owner);
  }

  /**
   * Changes the records of `owners` in one transaction: `change` gets them as stored (or empty) and answers
   * them as they should be, and what else it found. A record left with no lines and nothing to tell the
   * server is deleted rather than kept.
   */
  async function changeAll<T>(
    owners: string[],
    change: (records: CartRecord[]) => { records: CartRecord[]; result: T },
  ): Promise<T> {
    const { result, written } = await withDatabase(async (db) => {
      const tx = db.transaction('carts', 'readwrite');
      const before = await Promise.all(owners.map(async (owner) => (await tx.store.get(owner)) ?? emptyCart(owner)));
      const { records, result } = change(before);
      const written = records.filter((record, index) => record !== before[index]);
      for (const record of written)
        if (record.lines.length === 0 && !hasUnsavedChanges(record) && record.version === 0)
          await tx.store.delete(record.owner);
        else await tx.store.put(record);
      await tx.done;
      return { result, written };
    });
    if (written.length > 0) changed(written);
    return result;
  }

  return {
    read,
    /** Changes one owner's cart in one transaction; answers the record as written. */
    change: (owner: string, change: (record: CartRecord) => CartRecord) =>
      changeAll([owner], ([record]) => {
        const next = change(record!);
        return { records: [next], result: next };
      }),
    changeAll,
    /** Every owner whose cart is kept here. */
    async owners(): Promise<string[]> {
      if (!opened && !(await databaseExists(databaseName))) return [];
      return withDatabase((db) => db.getAllKeys('carts'));
    },
    async remove(owner: string) {
      await withDatabase((db) => db.delete('carts', owner));
      changed([emptyCart(owner)]);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
