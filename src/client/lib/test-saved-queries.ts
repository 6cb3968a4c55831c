import { vi } from 'vitest';
import { readSaved } from './saved-queries';

/** The tests' query scopes: the catalogue is public, users and orders are the signed-in user's. */
const roots = (names: string[]) => (queryKey: readonly unknown[]) => names.includes(String(queryKey[0]));
export const testScopes = {
  isPublicQuery: roots(['tools', 'posts', 'reviews']),
  isUserQuery: roots(['users', 'orders']),
};

/** The hashes of the queries saved under `record`, sorted. */
export const queryHashes = async (record: string) =>
  (await readSaved(record))?.clientState.queries.map((query) => query.queryHash).sort();

/** A page for the persistence to follow in Node: `leave` fires what the browser fires as the page goes. */
export function stubPage() {
  const listeners = new Map<string, () => void>();
  vi.stubGlobal('addEventListener', (type: string, listener: () => void) => listeners.set(type, listener));
  vi.stubGlobal('removeEventListener', () => {});
  vi.stubGlobal('document', { visibilityState: 'visible', addEventListener: () => {}, removeEventListener: () => {} });
  return { leave: () => listeners.get('pagehide')?.() };
}
