import { type DBSchema, openDB } from 'idb';

/**
 * Writes made while the connection is poor (contact messages, reviews) wait here, in IndexedDB, until
 * they can be sent. Each entry's id is its Idempotency-Key, so a replay after a lost answer is stored
 * once by the server. Entries go out oldest first; a network failure or a busy server retries with
 * backoff; a permanent refusal (4xx) keeps the entry with its reason until the user discards it.
 */

export type OutboxKind = 'contact' | 'review';

export type OutboxEntry = {
  id: string;
  kind: OutboxKind;
  payload: Record<string, unknown>;
  /** A line for people: what this entry is. */
  summary: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  state: 'waiting' | 'failed';
  lastError?: string;
};

export type SendOutcome = { status: number; message?: string };

export type OutboxDeps = {
  databaseName?: string;
  /** Sends one entry; throws when the request never got an answer. */
  send: (entry: OutboxEntry, token: string | undefined) => Promise<SendOutcome>;
  /** The session token, for entries that need a signed-in user. */
  getToken: () => string | undefined;
  /** A fresh session token, or undefined when nobody can be signed in now. */
  refreshToken: () => Promise<string | undefined>;
  newId: () => string;
  now?: () => number;
};

export type AttemptResult = 'sent' | 'retry' | 'failed';

interface OutboxDatabase extends DBSchema {
  entries: { key: string; value: OutboxEntry; indexes: { createdAt: number } };
}

const needsSignIn: Record<OutboxKind, boolean> = { contact: false, review: true };
export const maxBackoffMs = 5 * 60 * 1000;
const retryable = (status: number) => status === 408 || status === 425 || status === 429 || status >= 500;

export function backoffDelay(attempts: number): number {
  return Math.min(1000 * 2 ** attempts, maxBackoffMs);
}

export function createOutbox(deps: OutboxDeps) {
  const now = deps.now ?? Date.now;
  // Opened at first use, so that importing the outbox (when a page is prerendered, say) needs no IndexedDB.
  let opened: ReturnType<typeof openDB<OutboxDatabase>> | undefined;
  const database = () =>
    (opened ??= openDB<OutboxDatabase>(deps.databaseName ?? 'brushwork-outbox', 1, {
      upgrade(db) {
        db.createObjectStore('entries', { keyPath: 'id' }).createIndex('createdAt', 'createdAt');
      },
    }));
  const listeners = new Set<() => void>();
  // Where there is no IndexedDB (a page prerendered at build time) there is nothing to share.
  const shared = typeof BroadcastChannel !== 'undefined' && typeof indexedDB !== 'undefined';
  const channel = !shared ? undefined : new BroadcastChannel(`${deps.databaseName ?? 'brushwork-outbox'}-changes`);
  channel?.addEventListener('message', () => listeners.forEach((listener) => listener()));
  const changed = () => {
    listeners.forEach((listener) => listener());
    channel?.postMessage('changed');
  };

  async function list(): Promise<OutboxEntry[]> {
    return (await database()).getAllFromIndex('entries', 'createdAt');
  }

  async function save(entry: OutboxEntry) {
    await (await database()).put('entries', entry);
    changed();
  }

  async function remove(id: string) {
    await (await database()).delete('entries', id);
    changed();
  }

  async function add(kind: OutboxKind, payload: Record<string, unknown>, summary: string): Promise<OutboxEntry> {
    const entry: OutboxEntry = { id: deps.newId(), kind, payload, summary, createdAt: now(), attempts: 0, nextAttemptAt: 0, state: 'waiting' };
    await save(entry);
    return entry;
  }

  async function postpone(entry: OutboxEntry, reason: string): Promise<AttemptResult> {
    const attempts = entry.attempts + 1;
    await save({ ...entry, attempts, nextAttemptAt: now() + backoffDelay(attempts), lastError: reason });
    return 'retry';
  }

  /** One try at one entry; the entry is deleted when sent and kept otherwise. */
  async function attempt(entry: OutboxEntry): Promise<AttemptResult> {
    let token: string | undefined;
    if (needsSignIn[entry.kind]) {
      token = deps.getToken() ?? (await deps.refreshToken());
      if (!token) return postpone(entry, 'Waiting for you to log in again.');
    }
    let outcome: SendOutcome;
    try {
      outcome = await deps.send(entry, token);
      if (outcome.status === 401 && needsSignIn[entry.kind]) {
        token = await deps.refreshToken();
        if (!token) return postpone(entry, 'Waiting for you to log in again.');
        outcome = await deps.send(entry, token);
      }
    } catch {
      return postpone(entry, 'Waiting for a connection.');
    }
    if (outcome.status >= 200 && outcome.status < 300) {
      await remove(entry.id);
      return 'sent';
    }
    if (retryable(outcome.status) || outcome.status === 401) return postpone(entry, outcome.message ?? `The server answered ${outcome.status}.`);
    await save({ ...entry, state: 'failed', attempts: entry.attempts + 1, lastError: outcome.message ?? `Refused (${outcome.status}).` });
    return 'failed';
  }

  let flushing: Promise<void> | undefined;

  /**
   * Sends what is due, oldest first; stops at the first entry that must wait, so order is kept.
   * `ignoreBackoff` is for a moment worth trying at once, such as the connection coming back.
   */
  function flush({ ignoreBackoff = false } = {}): Promise<void> {
    flushing ??= (async () => {
      try {
        for (const entry of await list()) {
          if (entry.state === 'failed') continue;
          if (!ignoreBackoff && entry.nextAttemptAt > now()) break;
          if ((await attempt(entry)) === 'retry') break;
        }
      } finally {
        flushing = undefined;
      }
    })();
    return flushing;
  }

  return {
    add,
    attempt,
    flush,
    list,
    discard: remove,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
