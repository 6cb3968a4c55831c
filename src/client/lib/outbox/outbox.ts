import {
  belongsTo,
  claimLeaseMs,
  sendTimeoutMs,
  entryVersion,
  type OutboxEntry,
  type OutboxReceipt,
  sendable,
  visibleTo,
} from './entry';
import { afterTry, offlineWords, type TryResult } from './after-try';
import { claimedTry } from './claimed-try';
import type { AddOptions, AttemptResult, OutboxDeps } from './outbox-deps';
import { createOutboxStore } from './outbox-store';
import { deviceDatabases } from '../device-store/database-names';
import { withinTime } from './within-time';

/**
 * Writes made while the connection is poor (contact messages, reviews, bookings) wait here, in IndexedDB, until
 * they can be sent. Each entry's id is its Idempotency-Key, so a replay after a lost answer is stored
 * once by the server. Each entry belongs to the user who wrote it (none when nobody was signed in) and
 * goes out only while that user is signed in on this device, with that user's session. Entries are tried
 * oldest first but each on its own: one that must wait never holds back the others. No answer, a busy
 * shop (429, with its Retry-After) or a server error retry later; a permanent refusal (4xx) keeps the
 * entry with its reason until the user discards it or takes it back to edit. Pages, tabs and the worker
 * share the entries; each send is made under a claim on the entry, so none is sent twice at once. A
 * delivered entry leaves a receipt with the shop's answer, for the page that shows it.
 */
export type { AttemptResult, OutboxDeps };

/** Where one entry stands, for the page that shows it: still kept, delivered (its receipt), or neither. */
export type Tracked = { entry?: OutboxEntry; receipt?: OutboxReceipt };

export function createOutbox(deps: OutboxDeps) {
  const now = deps.now ?? Date.now;
  const store = createOutboxStore(deps.databaseName ?? deviceDatabases.outbox);
  const { list, remove } = store;
  /** This page's or worker's name in the claims it makes: unique enough among one device's tabs. */
  const claimant = `${now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  /** Entries this sender has a request out for: its own timers must not send them again meanwhile. */
  const sending = new Set<string>();

  /** What the person signed in now (or nobody) may see: only what they wrote. */
  const listFor = async (user: string | undefined) => (await list()).filter((entry) => visibleTo(entry, user));

  /** How many entries written by someone else (signed out, before this sign-in) wait, without their contents. */
  const othersWaiting = async (user: string | undefined) =>
    (await list()).filter((entry) => !visibleTo(entry, user) && belongsTo(entry, user) && entry.state === 'waiting')
      .length;

  /** Entry `id` as `user` may see it: kept, or delivered with the shop's answer; nothing of anyone else's. */
  async function track(id: string, user: string | undefined): Promise<Tracked> {
    const { entry, receipt } = await store.find(id);
    return {
      ...(entry && visibleTo(entry, user) ? { entry } : {}),
      ...(receipt && visibleTo(receipt, user) ? { receipt } : {}),
    };
  }

  /** Stores `entry` after a try, releasing the claim, unless another sender delivered or took it meanwhile. */
  const save = ({ claim: _claim, ...entry }: OutboxEntry) => store.update(entry as OutboxEntry, claimant);

  /**
   * A new entry; `offline` when it is kept for the connection at once, without a try. `attachments`: files that
   * go before it, kept in it, so that they belong to its author and go when it goes.
   */
  async function add(kind: string, payload: unknown, summary: string, options: AddOptions = {}): Promise<OutboxEntry> {
    const { offline = false, attachments } = options;
    const author = deps.currentUser();
    const entry = {
      id: deps.newId(),
      version: entryVersion,
      kind,
      payload,
      summary,
      ...(author ? { author } : {}),
      ...(attachments ? { attachments } : {}),
      createdAt: now(),
      attempts: 0,
      nextAttemptAt: 0,
      state: 'waiting',
      // Tried at once by whoever adds it: claimed from the start, so no other sender takes it meanwhile.
      ...(offline
        ? { waitReason: 'offline', lastError: offlineWords }
        : { claim: { by: claimant, until: now() + claimLeaseMs } }),
    } as OutboxEntry;
    await store.add(entry);
    return entry;
  }

  /** Keeps what one try made of an entry, unless another sender delivered it meanwhile. */
  async function settle(entry: OutboxEntry, result: TryResult): Promise<AttemptResult> {
    const next = afterTry(entry, result, now());
    if (next === 'sent') {
      const answer = 'answer' in result ? result.answer : undefined;
      const { id, kind, summary, author } = entry;
      await store.deliver({ id, kind, summary, ...(author ? { author } : {}), answer, sentAt: now() });
      return { outcome: 'sent', answer };
    }
    const saved = await save(next);
    if (saved === 'gone') return { outcome: 'gone' };
    // Another sender took it after this one's lease ran out: what it makes of the entry stands.
    if (saved === 'taken') return { outcome: 'in-flight', entry };
    return { outcome: next.state === 'failed' ? 'failed' : 'waiting', entry: next };
  }

  /**
   * One try at one entry, under a claim: the entry is delivered (its receipt kept) when sent and kept otherwise.
   * An entry someone else is sending now is left to them.
   */
  async function attempt(seen: OutboxEntry): Promise<AttemptResult> {
    // Written by another version of the app (a tab still open across an update), or of a kind not registered
    // here: left as it is, for whoever can send it.
    if (!sendable(seen)) return { outcome: 'other-version', entry: seen };
    if (!belongsTo(seen, deps.currentUser())) return { outcome: 'not-yours', entry: seen };
    if (sending.has(seen.id)) return { outcome: 'in-flight', entry: seen };
    sending.add(seen.id);
    try {
      return await claimedTry(seen, { deps, store, claimant, now, settle, heldElsewhere, renewedToken });
    } finally {
      sending.delete(seen.id);
    }
  }

  const heldElsewhere = async (id: string): Promise<AttemptResult> => {
    const stored = (await list()).find((each) => each.id === id);
    return stored ? { outcome: 'in-flight', entry: stored } : { outcome: 'gone' };
  };

  /** A renewal that hangs on a weak line must not hold this entry, and those after it, for minutes. */
  const renewedToken = () => withinTime(deps.refreshToken(), deps.renewalLimitMs ?? sendTimeoutMs);

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
          if (entry.state === 'failed' || !sendable(entry) || !belongsTo(entry, deps.currentUser())) continue;
          const due = entry.nextAttemptAt <= now() || (connectionBack && entry.waitReason !== 'rate-limited');
          if (due) await attempt(entry);
        }
      } finally {
        flushing = undefined;
      }
    })();
    return flushing;
  }

  /** Entry `id` tried now, as its author asked ("Send now"), whatever its wait; one kept by a refusal stays. */
  async function sendNow(id: string): Promise<AttemptResult | undefined> {
    const entry = (await list()).find((each) => each.id === id);
    return entry?.state === 'waiting' ? attempt(entry) : undefined;
  }

  /** When the next entry the current user may send falls due, if any waits. */
  async function nextDueAt(): Promise<number | undefined> {
    const due = (await list())
      .filter((entry) => entry.state === 'waiting' && sendable(entry) && belongsTo(entry, deps.currentUser()))
      .map((entry) => entry.nextAttemptAt);
    return due.length > 0 ? Math.min(...due) : undefined;
  }

  /**
   * A refused or too-old entry, sent again as a new write (a new Idempotency-Key), as the person chose, with its
   * files (`attachments`, when some were replaced or removed): those the shop answered are not uploaded again.
   */
  async function resend(entry: OutboxEntry, attachments = entry.attachments): Promise<OutboxEntry> {
    const again = await add(entry.kind, entry.payload, entry.summary, { attachments });
    await remove(entry.id);
    return again;
  }

  return {
    add,
    attempt,
    flush,
    sendNow,
    list,
    listFor,
    othersWaiting,
    track,
    nextDueAt,
    resend,
    discard: remove,
    /** Drops every entry (and receipt) `author` wrote, when they sign out and choose not to keep them. */
    discardAuthor: store.removeAuthor,
    subscribe: store.subscribe,
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
