import {
  backoffDelay,
  belongsTo,
  needsSignIn,
  retryable,
  type OutboxEntry,
  type OutboxKind,
  type OutboxPayloads,
  type SendOutcome,
  type WaitReason,
} from './entry';
import { createOutboxStore } from './outbox-store';

/**
 * Writes made while the connection is poor (contact messages, reviews, bookings) wait here, in IndexedDB, until
 * they can be sent. Each entry's id is its Idempotency-Key, so a replay after a lost answer is stored
 * once by the server. Each entry belongs to the user who wrote it (none when nobody was signed in) and
 * goes out only while that user is signed in on this device, with that user's session. Entries are tried
 * oldest first but each on its own: one that must wait never holds back the others. No answer, a busy
 * shop (429, with its Retry-After) or a server error retry later; a permanent refusal (4xx) keeps the
 * entry with its reason until the user discards it.
 */

export type OutboxDeps = {
  databaseName?: string;
  /** Sends one entry; throws when the request never got an answer. */
  send: (entry: OutboxEntry, token: string | undefined) => Promise<SendOutcome>;
  /** The email of whoever is signed in on this device now, if anyone. */
  currentUser: () => string | undefined;
  /** The current user's session token, when it is still valid. */
  getToken: () => string | undefined;
  /** A fresh session token for the current user, or undefined when none can be had now. */
  refreshToken: () => Promise<string | undefined>;
  newId: () => string;
  now?: () => number;
};

export type AttemptResult = { outcome: 'sent' } | { outcome: 'waiting' | 'failed' | 'not-yours'; entry: OutboxEntry };

const offlineWords = 'Waiting for a connection.';

export function createOutbox(deps: OutboxDeps) {
  const now = deps.now ?? Date.now;
  const store = createOutboxStore(deps.databaseName ?? 'brushwork-outbox');
  const { list, save, remove } = store;

  /** What the person signed in now (or nobody) may see: their own entries and those written signed out. */
  async function listFor(user: string | undefined): Promise<OutboxEntry[]> {
    return (await list()).filter((entry) => belongsTo(entry, user));
  }

  /** A new entry; `offline` when it is kept for the connection at once, without a try. */
  async function add<Kind extends OutboxKind>(
    kind: Kind,
    payload: OutboxPayloads[Kind],
    summary: string,
    { offline = false } = {},
  ): Promise<OutboxEntry> {
    const author = deps.currentUser();
    const entry = {
      id: deps.newId(),
      kind,
      payload,
      summary,
      ...(author ? { author } : {}),
      createdAt: now(),
      attempts: 0,
      nextAttemptAt: 0,
      state: 'waiting',
      ...(offline ? { waitReason: 'offline', lastError: offlineWords } : {}),
    } as OutboxEntry;
    await save(entry);
    return entry;
  }

  async function wait(
    entry: OutboxEntry,
    waitReason: WaitReason,
    lastError: string,
    delayMs?: number,
  ): Promise<AttemptResult> {
    const attempts = entry.attempts + 1;
    const waiting: OutboxEntry = {
      ...entry,
      attempts,
      waitReason,
      lastError,
      nextAttemptAt: now() + (delayMs ?? backoffDelay(attempts)),
    };
    await save(waiting);
    return { outcome: 'waiting', entry: waiting };
  }

  const sessionWait = (entry: OutboxEntry) => wait(entry, 'session', 'Waiting for your session to be renewed.');

  /** One try at one entry; the entry is deleted when sent and kept otherwise. */
  async function attempt(entry: OutboxEntry): Promise<AttemptResult> {
    if (!belongsTo(entry, deps.currentUser())) return { outcome: 'not-yours', entry };
    let token: string | undefined;
    if (needsSignIn[entry.kind]) {
      token = deps.getToken() ?? (await deps.refreshToken());
      if (!token) return sessionWait(entry);
    }
    let outcome: SendOutcome;
    try {
      outcome = await deps.send(entry, token);
      if (outcome.status === 401 && needsSignIn[entry.kind]) {
        token = await deps.refreshToken();
        if (!token) return sessionWait(entry);
        outcome = await deps.send(entry, token);
      }
    } catch {
      return wait(entry, 'offline', offlineWords);
    }
    if (outcome.status >= 200 && outcome.status < 300) {
      await remove(entry.id);
      return { outcome: 'sent' };
    }
    if (outcome.status === 429) {
      const delay = Math.max(outcome.retryAfterMs ?? 0, backoffDelay(entry.attempts + 1));
      return wait(entry, 'rate-limited', 'The shop asked us to wait before sending more.', delay);
    }
    if (retryable(outcome.status))
      return wait(entry, 'server-error', `The shop could not take it just now (${outcome.status}).`);
    if (outcome.status === 401) return sessionWait(entry);
    const failed: OutboxEntry = {
      ...entry,
      state: 'failed',
      attempts: entry.attempts + 1,
      lastError: outcome.message ?? `Refused (${outcome.status}).`,
    };
    await save(failed);
    return { outcome: 'failed', entry: failed };
  }

  let flushing: Promise<void> | undefined;

  /**
   * Sends what is due and belongs to whoever is signed in, oldest first, each entry on its own.
   * `connectionBack` is for the moment the connection returns: entries that waited only for it go at once,
   * while those the shop asked to wait keep to the time it gave.
   */
  function flush({ connectionBack = false } = {}): Promise<void> {
    flushing ??= (async () => {
      try {
        for (const entry of await list()) {
          if (entry.state === 'failed' || !belongsTo(entry, deps.currentUser())) continue;
          const due = entry.nextAttemptAt <= now() || (connectionBack && entry.waitReason !== 'rate-limited');
          if (due) await attempt(entry);
        }
      } finally {
        flushing = undefined;
      }
    })();
    return flushing;
  }

  /** When the next entry of the current user falls due, if any waits. */
  async function nextDueAt(): Promise<number | undefined> {
    const due = (await listFor(deps.currentUser()))
      .filter((entry) => entry.state === 'waiting')
      .map((entry) => entry.nextAttemptAt);
    return due.length > 0 ? Math.min(...due) : undefined;
  }

  /** Drops every entry `author` wrote, when they sign out and choose not to keep them. */
  async function discardAuthor(author: string) {
    for (const entry of await list()) if (entry.author === author) await remove(entry.id);
  }

  return {
    add,
    attempt,
    flush,
    list,
    listFor,
    nextDueAt,
    discard: remove,
    discardAuthor,
    subscribe: store.subscribe,
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
