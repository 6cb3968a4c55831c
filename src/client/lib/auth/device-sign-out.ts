/**
 * What a sign-out leaves on the device, online or not. On a shared tablet a sign-out with no signal must
 * be as final as one with: Firebase's own remembered user is erased from the device at once (Firebase's
 * sign-out needs the shop's config, which a dead line cannot fetch), nothing is restored from Firebase
 * until someone signs in by hand, and the server is told to end the old session when the line returns.
 */
import { serverClock } from '../server-clock';
import { sessionsToEndKey, tokenExpiry } from './session';

/** Where Firebase Auth keeps its signed-in user in the browser (its `indexedDBLocalPersistence`). */
const firebaseDatabase = 'firebaseLocalStorageDb';
const firebaseStore = 'firebaseLocalStorage';
const firebaseUserPrefix = 'firebase:authUser:';

function readSessionsToEnd(): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(sessionsToEndKey) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((token): token is string => typeof token === 'string') : [];
  } catch {
    return [];
  }
}

function writeSessionsToEnd(tokens: string[]) {
  if (tokens.length === 0) localStorage.removeItem(sessionsToEndKey);
  else localStorage.setItem(sessionsToEndKey, JSON.stringify(tokens));
}

/** Keeps `token` to be ended on the server; it is sent by `endPendingSessions`. */
export function rememberSessionToEnd(token: string) {
  const tokens = readSessionsToEnd();
  if (!tokens.includes(token)) writeSessionsToEnd([...tokens, token]);
}

let ending: Promise<void> | undefined;

/**
 * Tells the server to end each remembered session. Any answer settles a token (a 401 means it had ended
 * already); one with no answer is kept for the next time the shop can be reached. A token whose expiry
 * has passed on the shop's clock ends on its own and is dropped. Calls during a round join it.
 */
export function endPendingSessions(send: (token: string) => Promise<Response>): Promise<void> {
  // Cleared once the round has settled, never within it: a round with nothing to send ends at once.
  ending ??= endEachSession(send).finally(() => (ending = undefined));
  return ending;
}

async function endEachSession(send: (token: string) => Promise<Response>) {
  const tried = new Set<string>();
  const untried = () => readSessionsToEnd().filter((token) => !tried.has(token));
  // A sign-out during the round adds a token after it started: it goes in the same round.
  for (let token = untried()[0]; token !== undefined; token = untried()[0]) {
    tried.add(token);
    const settled =
      tokenExpiry(token) <= serverClock.now() ||
      (await send(token).then(
        () => true,
        () => false,
      ));
    if (settled) writeSessionsToEnd(readSessionsToEnd().filter((kept) => kept !== token));
  }
}

/** Erases Firebase's remembered user from this device, without loading Firebase or the network. */
export async function forgetFirebaseUser(): Promise<void> {
  for (let index = localStorage.length - 1; index >= 0; index--) {
    const key = localStorage.key(index);
    if (key?.startsWith(firebaseUserPrefix)) localStorage.removeItem(key);
  }
  if (typeof indexedDB === 'undefined') return;
  if (typeof indexedDB.databases === 'function') {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === firebaseDatabase)) return;
  }
  await new Promise<void>((resolve) => {
    const request = indexedDB.open(firebaseDatabase);
    // Only open what Firebase made: a database created here would be missing its store.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve();
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(firebaseStore)) {
        db.close();
        resolve();
        return;
      }
      const tx = db.transaction(firebaseStore, 'readwrite');
      const cursor = tx.objectStore(firebaseStore).openCursor();
      cursor.onsuccess = () => {
        const at = cursor.result;
        if (!at) return;
        if (String(at.key).startsWith(firebaseUserPrefix)) at.delete();
        at.continue();
      };
      tx.oncomplete =
        tx.onabort =
        tx.onerror =
          () => {
            db.close();
            resolve();
          };
    };
  });
}
