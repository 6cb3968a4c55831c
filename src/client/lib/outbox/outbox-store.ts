import type { DBSchema } from 'idb';
import { deviceDatabase } from '../device-store/device-database';
import { type OutboxEntry, type OutboxReceipt, receiptKeepMs } from './entry';

interface OutboxDatabase extends DBSchema {
  entries: { key: string; value: OutboxEntry; indexes: { createdAt: number } };
  receipts: { key: string; value: OutboxReceipt; indexes: { sentAt: number } };
}

/**
 * Where the outbox keeps its entries, oldest first, on the device's storage layer (`deviceDatabase`: its
 * open, upgrade, retry and broadcast), so every change reaches the other tabs and the service worker. Beside
 * them, the receipts of entries delivered a short while ago, for the pages that show them.
 *
 * Every page and the worker share the store, so one entry is sent by one of them at a time: a sender
 * first claims the entry for a lease, in one transaction, and an update after the send is written only
 * while the entry is still there, so a late save never brings back an entry another sender delivered.
 */
export function createOutboxStore(databaseName: string) {
  const database = deviceDatabase<OutboxDatabase>(databaseName, [
    (db) => db.createObjectStore('entries', { keyPath: 'id' }).createIndex('createdAt', 'createdAt'),
    // Version 2: what became of delivered entries, for the pages that show them.
    (db) => db.createObjectStore('receipts', { keyPath: 'id' }).createIndex('sentAt', 'sentAt'),
  ]);
  const { run } = database;
  // Entries and receipts change together: one name for both, so a page reads them again on either.
  const changed = () => database.changed('entries');

  return {
    async list(): Promise<OutboxEntry[]> {
      if (!(await database.written())) return []; // never written here
      return run((db) => db.getAllFromIndex('entries', 'createdAt'));
    },
    /** One entry as stored, and its receipt once it was delivered. */
    async find(id: string): Promise<{ entry?: OutboxEntry; receipt?: OutboxReceipt }> {
      if (!(await database.written())) return {};
      return run(async (db) => {
        const tx = db.transaction(['entries', 'receipts']);
        const entries = tx.objectStore('entries');
        const [entry, receipt] = await Promise.all([entries.get(id), tx.objectStore('receipts').get(id)]);
        await tx.done;
        return { entry, receipt };
      });
    },
    /** A new entry. */
    async add(entry: OutboxEntry) {
      await run((db) => db.put('entries', entry));
      changed();
    },
    /**
     * Writes `entry` over its stored self after `claimant`'s try, only while that is still there and no
     * other sender has claimed it since: 'gone' when it was delivered (or discarded) meanwhile, 'taken'
     * when another sender holds it now or has settled it after this claimant's lease ran out.
     */
    async update(entry: OutboxEntry, claimant: string): Promise<'written' | 'gone' | 'taken'> {
      const result = await run(async (db) => {
        const tx = db.transaction('entries', 'readwrite');
        const stored = await tx.store.get(entry.id);
        const outcome = !stored ? 'gone' : stored.claim?.by === claimant ? 'written' : 'taken';
        if (outcome === 'written') await tx.store.put(entry);
        await tx.done;
        return outcome;
      });
      if (result === 'written') changed();
      return result;
    },
    /**
     * Claims entry `id` for `claimant` until `until`: the entry as stored, or undefined when it is gone or
     * another claimant holds an unexpired claim on it.
     */
    async claim(id: string, claimant: string, now: number, until: number): Promise<OutboxEntry | undefined> {
      return run(async (db) => {
        const tx = db.transaction('entries', 'readwrite');
        const stored = await tx.store.get(id);
        const heldByOther = stored?.claim && stored.claim.by !== claimant && stored.claim.until > now;
        const claimed = stored && !heldByOther ? { ...stored, claim: { by: claimant, until } } : undefined;
        if (claimed) await tx.store.put(claimed);
        await tx.done;
        return claimed;
      });
    },
    /**
     * The shop took the entry: it leaves the outbox and its receipt takes its place, in one transaction (a
     * late second delivery keeps the first receipt). Receipts past their time go at the same moment.
     */
    async deliver(receipt: OutboxReceipt) {
      await run(async (db) => {
        const tx = db.transaction(['entries', 'receipts'], 'readwrite');
        const receipts = tx.objectStore('receipts');
        await tx.objectStore('entries').delete(receipt.id);
        if (!(await receipts.getKey(receipt.id))) await receipts.put(receipt);
        const expired = IDBKeyRange.upperBound(receipt.sentAt - receiptKeepMs);
        for (const old of await receipts.index('sentAt').getAllKeys(expired)) await receipts.delete(old);
        await tx.done;
      });
      changed();
    },
    async remove(id: string) {
      await run((db) => db.delete('entries', id));
      changed();
    },
    /** Every entry and receipt `author` wrote, in one transaction. */
    async removeAuthor(author: string) {
      await run(async (db) => {
        const tx = db.transaction(['entries', 'receipts'], 'readwrite');
        for (const name of ['entries', 'receipts'] as const) {
          const store = tx.objectStore(name);
          for (const each of await store.getAll()) if (each.author === author) await store.delete(each.id);
        }
        await tx.done;
      });
      changed();
    },
    subscribe: (listener: () => void) => database.subscribe('entries', listener),
  };
}
