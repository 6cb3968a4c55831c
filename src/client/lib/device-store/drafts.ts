import type { DBSchema } from 'idb';
import { deviceDatabase } from './device-database';
import { deviceDatabases } from './database-names';
import { currentRecord, type RecordVersions } from './record-versions';

/**
 * A draft as kept: whose, of which kind (a feature's), under which key within it, its value's version, and
 * whether it leaves the device when its owner's session ends.
 */
type StoredDraft = {
  owner: string;
  kind: string;
  key: string;
  recordVersion: number;
  value: unknown;
  at: number;
  endsWithSession?: boolean;
};

interface DraftsDatabase extends DBSchema {
  drafts: { key: [string, string, string]; value: StoredDraft; indexes: { owner: string } };
}

const database = deviceDatabase<DraftsDatabase>(deviceDatabases.drafts, [
  (db) => db.createObjectStore('drafts', { keyPath: ['owner', 'kind', 'key'] }).createIndex('owner', 'owner'),
]);

/**
 * What a person is writing, kept on the device as it is typed (a quote being priced, the checkout's delivery),
 * so that a reload or a lost connection never loses it. Each draft belongs to the signed-in person who wrote
 * it (`owner`) and is read only for them. A feature keeps its own kind of draft, with the versions of its
 * value's shape: a draft of an older shape is upgraded or dropped, one of a newer shape never misread.
 * `endsWithSession`: the drafts of this kind leave the device when their owner's session ends there (an
 * address typed at checkout); the others wait for their owner's next sign-in (a quote being priced).
 */
export function draftsOf<Value>(
  kind: string,
  versions: Omit<RecordVersions<Value>, 'of'>,
  { endsWithSession = false } = {},
) {
  const read = (stored: StoredDraft | undefined) =>
    stored && currentRecord({ ...versions, of: () => stored.recordVersion }, stored.value);
  const stored = (owner: string, key: string, value: Value): StoredDraft => ({
    owner,
    kind,
    key,
    recordVersion: versions.current,
    value,
    at: Date.now(),
    ...(endsWithSession ? { endsWithSession } : {}),
  });
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
      await database.run((db) => db.put('drafts', stored(owner, key, value)));
      database.changed('drafts');
    },
    /** Changes `owner`'s draft `key` in one transaction: `change` gets it as kept (or undefined), answers it anew. */
    async change(owner: string, key: string, change: (value: Value | undefined) => Value | undefined) {
      const next = await database.run(async (db) => {
        const tx = db.transaction('drafts', 'readwrite');
        const value = change(read(await tx.store.get([owner, kind, key])));
        if (value === undefined) await tx.store.delete([owner, kind, key]);
        else await tx.store.put(stored(owner, key, value));
        await tx.done;
        return value;
      });
      database.changed('drafts');
      return next;
    },
    async remove(owner: string, key: string) {
      await database.run((db) => db.delete('drafts', [owner, kind, key]));
      database.changed('drafts');
    },
    subscribe: (listener: () => void) => database.subscribe('drafts', listener),
  };
}

/**
 * The drafts of kinds that end with their owner's session (see `draftsOf`) of everyone but `signedIn`: a
 * session that ended on this device (a sign-out, someone else signing in) takes them along. Run at each change
 * of person and at start, so that one missed (the page closed first) goes at the next.
 */
export async function forgetEndedSessionDrafts(signedIn: string | undefined) {
  if (!(await database.written())) return;
  await database.run(async (db) => {
    const tx = db.transaction('drafts', 'readwrite');
    for (const draft of await tx.store.getAll())
      if (draft.endsWithSession && draft.owner !== signedIn)
        await tx.store.delete([draft.owner, draft.kind, draft.key]);
    await tx.done;
  });
  database.changed('drafts');
}
