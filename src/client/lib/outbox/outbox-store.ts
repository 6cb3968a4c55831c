import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { databaseExists } from './database-exists';
import { type OutboxEntry, type OutboxReceipt, receiptKeepMs } from './entry';

interface OutboxDatabase extends DBSchema {
  entries: { key: string; value: OutboxEntry; indexes: { createdAt: number } };
  receipts: { key: string; value: OutboxReceipt; indexes: { sentAt: number } };
}

/**
 * Where the outbox keeps its entries: one IndexedDB store, oldest first, with every change announced to
 * this tab's listeners and, through a BroadcastChannel, to the other tabs and the service worker. Beside
 * them, the receipts of entries delivered a short while ago, for the pages that show them.
 *
 * Every page and the worker share the store, so one entry is sent by one of them at a time: a sender
 * first claims the entry for a lease, in one transaction, and an update after the send is written only
 * while the entry is still there, so a late save never brings back an entry another sender delivered.
 */
export function createOutboxStore(databaseName: string) {
  // Opened at first use, so that importing the outbox (when a page is prerendered, say) needs no IndexedDB.
  let opened: Promise<IDBPDatabase<OutboxDatabase>> | undefined;
  const database = () =>
    (opened ??= openDB<OutboxDatabase>(databaseName, 2, {
      upgrade(db, oldVersion) {
        if (oldVersion < 1) db.createObjectStore('entries', { keyPath: 'id' }).createIndex('createdAt', 'createdAt');
        if (oldVersion < 2) db.createObjectStore('receipts', { keyPath: 'id' }).createIndex('sentAt', 'sentAt');
      },
      // Another version of the app wants the database (or the browser closed it): open it afresh next time.
      blocking: () => void close(),
      terminated: () => void close(),
    }));
  async function close() {
    const was = opened;
    opened = undefined;
    (await was?.catch(() => undefined))?.close();
  }
  /**
   * Runs `work` on the open database; a failure (iOS drops IndexedDB connections, a closing database) is
   * tried once more on a freshly opened one before it reaches the caller.
   */
  async function withDatabase<T>(work: (db: IDBPDatabase<OutboxDatabase>) => Promise<T>): Promise<T> {
    try {
      return await work(await database());
    } catch {
      await close();
      return work(await database());
    }
  }
  const written = async () => opened !== undefined || (await databaseExists(databaseName));

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
      if (!(await written())) return []; // never written here
      return withDatabase((db) => db.getAllFromIndex('entries', 'createdAt'));
    },
    /** One entry as stored, and its receipt once it was delivered. */
    async find(id: string): Promise<{ entry?: OutboxEntry; receipt?: OutboxReceipt }> {
      if (!(await written())) return {};
      return withDatabase(async (db) => {
        const tx = db.transaction(['entries', 'receipts']);
        const [entry, receipt] = await Promise.all([
          tx.objectStore('entries').get(id),
          tx.objectStore('receipts').get(id),
        ]);
        await tx.done;
        return { entry, receipt };
      });
    },
    /** A new entry. */
    async add(entry: OutboxEntry) {
      await withDatabase((db) => db.put('entries', entry));
      changed();
    },
    /**
     * Writes `entry` over its stored self after `claimant`'s try, only while that is still there and no
     * other sender has claimed it since: 'gone' when it was delivered (or discarded) meanwhile, 'taken'
     * when another sender holds it now or has settled it after this claimant's lease ran out.
     */
    async update(entry: OutboxEntry, claimant: string): Promise<'written' | 'gone' | 'taken'> {
      const result = await withDatabase(async (db) => {
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
      return withDatabase(async (db) => {
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
      await withDatabase(async (db) => {
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
      await withDatabase((db) => db.delete('entries', id));
      changed();
    },
    /** Every entry and receipt `author` wrote, in one transaction. */
    async removeAuthor(author: string) {
      await withDatabase(async (db) => {
        const tx = db.transaction(['entries', 'receipts'], 'readwrite');
        for (const name of ['entries', 'receipts'] as const) {
          const store = tx.objectStore(name);
          for (const each of await store.getAll()) if (each.author === author) await store.delete(each.id);
        }
        await tx.done;
      });
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
