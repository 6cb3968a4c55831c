import { readRecord, type RecordVersions } from '../device-store/record-versions';
import { outboxKindOf } from './kind';

/** The tag the page asks Background Sync for, and the service worker answers. */
export const outboxSyncTag = 'brushwork-outbox';

/** Why an entry is still waiting; each has its own words for people. */
export type WaitReason = 'offline' | 'rate-limited' | 'server-error' | 'session';

/**
 * The shape of entries this version of the app writes. An entry written by another version (kept across an
 * update) is never sent or misread: it stays, named, until discarded.
 */
export const entryVersion = 1;

/**
 * The versions of entries: kept from before entries carried a version, an entry has this version's shape and
 * counts as version 1, so an update never strands what waits. No release wrote an older shape; one of another
 * version is never dropped by this release (it waits for its sender): it is kept, unread, until discarded.
 */
export const entryVersions: RecordVersions<OutboxEntry> = {
  current: entryVersion,
  of: (stored) => (stored as Partial<OutboxEntry>).version ?? 1,
  upgrade: () => undefined,
};

/** Whether this version of the app can read and send `entry` (see `entryVersions`). */
export const readable = (entry: OutboxEntry): boolean => readRecord(entryVersions, entry).status === 'current';

/**
 * Whether this page or worker can send `entry`: readable, and of a kind registered here. One of a kind not
 * registered (its feature not loaded yet, or gone in this version) is kept as it is, never sent blind.
 */
export const sendable = (entry: OutboxEntry) => readable(entry) && outboxKindOf(entry.kind) !== undefined;

/** A field the shop found wrong, by its path in what was sent. */
export type FieldIssue = { path: string; message: string };

/** The shop's refusal of an entry, as it answered: for the form that queued it to show. */
export type Refusal = { status: number; code?: string; issues?: FieldIssue[] };

/**
 * A file that goes before its entry (a photo of a quote request), kept with the entry as a Blob and uploaded
 * once, under its own Idempotency-Key; the shop's id for it goes into the entry's payload (see the kind's
 * `attachments`).
 */
export type OutboxAttachment = {
  /** Its Idempotency-Key, made when it was chosen: a replay after a lost answer gets the same id back. */
  key: string;
  /** Its file name, for people. */
  name: string;
  blob: Blob;
  /** How large the file was before the device shrank it (bytes), when it did. */
  originalSize?: number;
  /** The shop's id for it, once the shop answered: never uploaded again after that. */
  uploadedId?: string;
  /** Why the shop refused it: it must be replaced or removed before the entry goes. */
  refusal?: string;
};

export type OutboxEntry<Payload = unknown> = {
  id: string;
  /** Absent on entries kept from before entries carried a version: those are version 1. */
  version?: number;
  /** The name of its kind (see `defineOutboxKind`), which says where it goes and with whose session. */
  kind: string;
  payload: Payload;
  /** A line for people: what this entry is. */
  summary: string;
  /** The email of the signed-in user who wrote it; absent when nobody was signed in. */
  author?: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  state: 'waiting' | 'failed';
  waitReason?: WaitReason;
  lastError?: string;
  /** Why the shop refused it, when it did (absent on entries refused here, or before refusals were kept). */
  refusal?: Refusal;
  /** What is uploaded before it, in order (absent for kinds without attachments). */
  attachments?: OutboxAttachment[];
  /** Who is sending it now, and until when that claim holds (a sender that died lets it lapse). */
  claim?: { by: string; until: number };
};

/**
 * The shop's answer to one send: a success with its `answer`, or a refusal with its code and field issues.
 * `retryAfterMs`: how long the server asked to wait (its Retry-After), when it said.
 */
export type SendOutcome = {
  status: number;
  message?: string;
  code?: string;
  issues?: FieldIssue[];
  retryAfterMs?: number;
  answer?: unknown;
};

/**
 * What became of a delivered entry, kept a while after it left the outbox, so that the page that shows the
 * entry (this one, another tab, or a page whose entry the worker sent) changes at once to what was done: a
 * booking shows its time and its manage link, a message says sent. Private to the entry's author, like it.
 */
export type OutboxReceipt = Pick<OutboxEntry, 'id' | 'kind' | 'summary' | 'author'> & {
  /** The shop's answer to the send that delivered it (the booked visit, with its manage link). */
  answer?: unknown;
  sentAt: number;
};

/**
 * How long a receipt is kept: long enough for any open page showing the entry to learn what was done, short
 * enough that what an answer carries (a visit's manage link) does not linger on the device.
 */
export const receiptKeepMs = 60 * 60 * 1000;

/** How long one send may take before it counts as unanswered and is retried like a dropped line. */
export const sendTimeoutMs = 15_000;
/** How long a claim to send an entry holds: the send's own limit, and room for the writes around it. */
export const claimLeaseMs = sendTimeoutMs + 15_000;

/** Whether a sender (this page, another tab, the worker) holds a live claim on the entry: it is being sent. */
export const claimHeld = (entry: Pick<OutboxEntry, 'claim'>, now: number) =>
  entry.claim !== undefined && entry.claim.until > now;

/** Whether this entry goes out with its author's session (and so waits for one), as its kind says. */
export function goesWithSession(entry: Pick<OutboxEntry, 'kind' | 'author'>): boolean {
  const session = outboxKindOf(entry.kind)?.session;
  return session === 'required' || (session === 'author' && entry.author !== undefined);
}
export const maxBackoffMs = 5 * 60 * 1000;
export const retryable = (status: number) => status === 408 || status === 425 || status >= 500;

export function backoffDelay(attempts: number): number {
  return Math.min(1000 * 2 ** attempts, maxBackoffMs);
}

/**
 * Whether `user` (an email, or undefined for nobody) may send this entry: their own, and those written
 * signed out, which need no session.
 */
export function belongsTo(entry: OutboxEntry, user: string | undefined): boolean {
  return entry.author === undefined || entry.author === user;
}

/**
 * Whether `user` may see this entry: only what they wrote. What was written signed out holds a visitor's
 * name, phone and address, so only a signed-out visitor sees it; whoever signs in next is told only that
 * something from before sign-in waits.
 */
export function visibleTo(entry: Pick<OutboxEntry, 'author'>, user: string | undefined): boolean {
  return entry.author === user;
}
