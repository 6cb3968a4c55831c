import type { DBSchema } from 'idb';
import { deviceDatabase } from './device-database';
import { currentRecord, type RecordVersions } from './record-versions';

/** A draft as kept: whose, of which kind (a feature's), under which key within it, and its value's version. */
type StoredDraft = { owner: string; kind: string; key: string; recordVersion: number; value: unknown; at: number };

interface DraftsDatabase extends DBSchema {
  drafts: { key: [string, string, string]; value: StoredDraft; indexes: { owner: string } };
}

const database = deviceDatabase<DraftsDatabase>('brushwork-drafts', [
  (db) => db.createObjectStore('drafts', { keyPath: ['owner', 'kind', 'key'] }).createIndex('owner', 'owner'),
]);

/**
 * What a person is writing, kept on the device as it is typed (a quote being priced, the checkout's delivery),
 * so that a reload or a lost connection never loses it. Each draft belongs to the signed-in person who wrote
 * it (`owner`) and is read only for them. A feature keeps its own kind of draft, with the versions of its
 * value's shape: a draft of an older shape is upgraded or dropped, one of a newer shape never misread.
 */
export function draftsOf<Value>(kind: string, versions: Omit<RecordVersions<Value>, 'of'>) {
  const read = (stored: StoredDraft | undefined) =>
    stored && currentRecord({ ...versions, of: () => stored.recordVersion }, stored.value);
  return {
    async read(owner: string, key: string): Promise<Value | undefined> {
      if (!(await database.written())) return undefined;
      return read(await database.run((db) => db.get('drafts', [owner, kind, key])));
    },
    /** Every draft of this kind `owner` keeps, by its key. */
    async all(owner: string): Promise<{ key: string; value: Value }[]> {
      if (!(await database.written())) return [];
      const stored = await database.run((db) => db.getAllFromIndex('drafts', 'owner', owner));
      return stored.flatMap((each) => {
        const value = each.kind === kind ? read(each) : undefined;
        return value === undefined ? [] : [{ key: each.key, value }];
      });
    },
    async write(owner: string, key: string, value: Value) {
      const draft = { owner, kind, key, recordVersion: versions.current, value, at: Date.now() };
      await database.run((db) => db.put('drafts', draft));
      database.changed('drafts');
    },
    async remove(owner: string, key: string) {
      await database.run((db) => db.delete('drafts', [owner, kind, key]));
      database.changed('drafts');
    },
    subscribe: (listener: () => void) => database.subscribe('drafts', listener),
  };
}

/** Every draft `owner` keeps on the device, of every kind: gone when they sign out and let it go. */
export async function forgetDraftsOf(owner: string, kinds: string[]) {
  if (!(await database.written())) return;
  await database.run(async (db) => {
    const tx = db.transaction('drafts', 'readwrite');
    for (const key of await tx.store.index('owner').getAllKeys(owner))
      if (kinds.includes(key[1])) await tx.store.delete(key);
    await tx.done;
  });
  database.changed('drafts');
}
