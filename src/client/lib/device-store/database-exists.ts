/**
 * Whether an IndexedDB database of that name exists on this device; true where the browser cannot tell.
 * Opening one that does not exist creates it, which takes a long task: the outbox asks first, so that a
 * first visit, where nothing was ever written, does not pay for an empty outbox.
 */
export async function databaseExists(name: string): Promise<boolean> {
  const databases = await indexedDB.databases?.().catch(() => undefined);
  return databases?.some((database) => database.name === name) ?? true;
}
