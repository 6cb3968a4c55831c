import type { DBSchema } from 'idb';
import { deviceDatabases } from './database-names';
import { deviceDatabase } from './device-database';

/** Photos shared into the app from another app (the gallery), as the worker kept them until a page takes them. */
export type SharedPhoto = { name: string; type: string; blob: Blob };
/** What was shared and kept, and how many files were left out (not images, too large, past the tenth, or all). */
export type KeptShare = { photos: SharedPhoto[]; leftOut: number | 'all' };
type Share = KeptShare & { id: string; sharedAt: number };

interface SharedPhotosDatabase extends DBSchema {
  shares: { key: string; value: Share };
}

const database = deviceDatabase<SharedPhotosDatabase>(deviceDatabases.sharedPhotos, [
  (db) => void db.createObjectStore('shares', { keyPath: 'id' }),
]);

/** A share no page took within a day (the app was closed on the way) is not kept longer. */
const keptMs = 24 * 60 * 60 * 1000;

/**
 * Keeps shared photos on the device under a new id for the page that takes them; shares older than a day go.
 * The service worker keeps them, with or without a page open; they belong to no one until a signed-in person's
 * quote request takes them.
 */
export async function keepSharedPhotos(
  photos: SharedPhoto[],
  { leftOut = 0, now = Date.now() }: { leftOut?: KeptShare['leftOut']; now?: number } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  await database.run(async (db) => {
    const tx = db.transaction('shares', 'readwrite');
    for (const share of await tx.store.getAll()) if (share.sharedAt < now - keptMs) await tx.store.delete(share.id);
    await tx.store.put({ id, photos, leftOut, sharedAt: now });
    await tx.done;
  });
  return id;
}

/** Share `id` while it is kept (undefined once its photos went with a request, or after a day). */
export async function sharedPhotos(id: string): Promise<KeptShare | undefined> {
  if (!(await database.written())) return undefined;
  const share = await database.run((db) => db.get('shares', id));
  return share && { photos: share.photos, leftOut: share.leftOut ?? 0 };
}

/** Share `id` went with a request (through the outbox, which keeps its own copy): it is not kept any longer. */
export async function forgetSharedPhotos(id: string): Promise<void> {
  if (!(await database.written())) return;
  await database.run((db) => db.delete('shares', id));
}
