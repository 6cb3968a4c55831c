import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** Photos shared into the app from another app (the gallery), as the worker kept them until a page takes them. */
export type SharedPhoto = { name: string; type: string; blob: Blob };
type Share = { id: string; photos: SharedPhoto[]; sharedAt: number };

interface SharedDatabase extends DBSchema {
  shares: { key: string; value: Share };
}

/** The name is kept on devices: it never changes while something may be kept under it. */
const databaseName = 'brushwork-shared-photos';
/** A share no page took within a day (the app was closed on the way) is not kept longer. */
const keptMs = 24 * 60 * 60 * 1000;

const open = (): Promise<IDBPDatabase<SharedDatabase>> =>
  openDB<SharedDatabase>(databaseName, 1, {
    upgrade: (db) => void db.createObjectStore('shares', { keyPath: 'id' }),
  });

async function withDatabase<T>(work: (db: IDBPDatabase<SharedDatabase>) => Promise<T>): Promise<T> {
  const db = await open();
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

/**
 * Keeps shared photos on the device (IndexedDB, where the outbox keeps its photos too), under a new id for the
 * page that takes them; shares older than a day go. Used by the service worker, which may run with no page open.
 */
export async function keepSharedPhotos(photos: SharedPhoto[], now = Date.now()): Promise<string> {
  const id = crypto.randomUUID();
  await withDatabase(async (db) => {
    const tx = db.transaction('shares', 'readwrite');
    for (const share of await tx.store.getAll()) if (share.sharedAt < now - keptMs) await tx.store.delete(share.id);
    await tx.store.put({ id, photos, sharedAt: now });
    await tx.done;
  });
  return id;
}

/** The photos of share `id`, while it is kept (undefined once it was sent with a request, or after a day). */
export async function sharedPhotos(id: string): Promise<SharedPhoto[] | undefined> {
  return withDatabase(async (db) => (await db.get('shares', id))?.photos);
}

/** Share `id` went with a request (through the outbox, which keeps its own copy): it is not kept any longer. */
export async function forgetSharedPhotos(id: string): Promise<void> {
  await withDatabase((db) => db.delete('shares', id));
}
