import type { DBSchema } from 'idb';
import { deviceDatabase } from '@/client/lib/device-store/device-database';
import { readRecord, type RecordVersions } from '@/client/lib/device-store/record-versions';
import { type CartRecord, emptyCart } from './cart-lines';
import { hasUnsavedChanges } from './cart-server-copy';

interface CartDatabase extends DBSchema {
  carts: { key: string; value: CartRecord & { recordVersion?: number } };
}

/**
 * The shape of cart records this release writes. Version 1 (records from before versions count as 1) carried
 * the cart order's Idempotency-Key (`orderKey`): the checkout keeps it now, so it is dropped, knowingly; the
 * lines, their sightings and what the server has not had yet are kept as they were.
 */
export const cartVersions: RecordVersions<CartRecord> = {
  current: 2,
  of: (stored) => (stored as { recordVersion?: number }).recordVersion ?? 1,
  upgrade: (stored, from) => {
    if (from !== 1) return undefined;
    const { orderKey: _key, ...record } = stored as CartRecord & { orderKey?: string };
    return record;
  },
};

/** A cart kept by a later release of Brushwork (a tab of it still open): never read as this one's, nor written over. */
export class NewerCartError extends Error {
  constructor() {
    super('This cart was saved by a newer version of Brushwork: reload to update.');
  }
}

/** A stored cart as this release reads it: its own, or an owner's empty cart when none is kept. */
function readCart(owner: string, stored: unknown): CartRecord {
  if (stored === undefined) return emptyCart(owner);
  const read = readRecord(cartVersions, stored);
  if (read.status === 'newer') throw new NewerCartError();
  if (read.status === 'dropped') return emptyCart(owner);
  const { recordVersion: _version, ...record } = read.record as CartRecord & { recordVersion?: number };
  return record;
}

/**
 * Where the carts are kept on the device, on its storage layer (`deviceDatabase`): one record per person
 * (the visitor's, and each signed-in user's), each read only for its owner. Every change is one transaction
 * that reads the record and writes it back, so two tabs never lose each other's changes; it is announced to
 * this tab's listeners and to the other tabs.
 */
export function createCartStore(
  databaseName: string,
  { onChanged }: { onChanged?: (record: CartRecord) => void } = {},
) {
  const database = deviceDatabase<CartDatabase>(databaseName, [
    (db) => void db.createObjectStore('carts', { keyPath: 'owner' }),
  ]);
  const { run } = database;
  function changed(records: CartRecord[]) {
    for (const record of records) onChanged?.(record);
    database.changed('carts');
  }

  async function read(owner: string): Promise<CartRecord> {
    if (!(await database.written())) return emptyCart(owner); // never written here
    return readCart(owner, await run((db) => db.get('carts', owner)));
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
    const { result, written } = await run(async (db) => {
      const tx = db.transaction('carts', 'readwrite');
      const before = await Promise.all(owners.map(async (owner) => readCart(owner, await tx.store.get(owner))));
      const { records, result } = change(before);
      const written = records.filter((record, index) => record !== before[index]);
      for (const record of written)
        if (record.lines.length === 0 && !hasUnsavedChanges(record) && record.version === 0)
          await tx.store.delete(record.owner);
        else await tx.store.put({ ...record, recordVersion: cartVersions.current });
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
      if (!(await database.written())) return [];
      return run((db) => db.getAllKeys('carts'));
    },
    async remove(owner: string) {
      await run((db) => db.delete('carts', owner));
      changed([emptyCart(owner)]);
    },
    subscribe: (listener: () => void) => database.subscribe('carts', listener),
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
