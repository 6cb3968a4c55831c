import type { BookingInput } from '@/shared/schemas/booking';
import type { ContactMessageInput } from '@/shared/schemas/contact';
import type { ReviewCreate } from '@/shared/schemas/review';

/** What each kind of entry sends: the body of its API call, as the shared schema types it. */
export type OutboxPayloads = { contact: ContactMessageInput; review: ReviewCreate; booking: BookingInput };
export type OutboxKind = keyof OutboxPayloads;

/** Why an entry is still waiting; each has its own words for people. */
export type WaitReason = 'offline' | 'rate-limited' | 'server-error' | 'session';

/**
 * The shape of entries this version of the app writes. An entry written by another version (kept across an
 * update) is never sent or misread: it stays, named, until discarded.
 */
export const entryVersion = 1;

/**
 * Whether this version of the app can read and send `entry`. Entries kept from before entries carried a
 * version have this version's shape: they count as version 1, so an update never strands what waits.
 */
export function readable(entry: OutboxEntry): boolean {
  return (entry.version ?? 1) === entryVersion;
}

type EntryOf<Kind extends OutboxKind> = {
  id: string;
  /** Absent on entries kept from before entries carried a version: those are version 1. */
  version?: number;
  kind: Kind;
  payload: OutboxPayloads[Kind];
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
  /** Who is sending it now, and until when that claim holds (a sender that died lets it lapse). */
  claim?: { by: string; until: number };
};

export type OutboxEntry = { [Kind in OutboxKind]: EntryOf<Kind> }[OutboxKind];

/** `retryAfterMs`: how long the server asked to wait (its Retry-After), when it said. */
export type SendOutcome = { status: number; message?: string; retryAfterMs?: number; answer?: unknown };

/** How long one send may take before it counts as unanswered and is retried like a dropped line. */
export const sendTimeoutMs = 15_000;
/** How long a claim to send an entry holds: the send's own limit, and room for the writes around it. */
export const claimLeaseMs = sendTimeoutMs + 15_000;

export const needsSignIn: Record<OutboxKind, boolean> = { contact: false, review: true, booking: false };
/** Kinds that go with their author's session when they have one: a visit booked signed in is that account's. */
const sentAsAuthor: Record<OutboxKind, boolean> = { contact: false, review: true, booking: true };

/** Whether this entry goes out with its author's session (and so waits for one). */
export const goesWithSession = (entry: OutboxEntry) =>
  needsSignIn[entry.kind] || (sentAsAuthor[entry.kind] && entry.author !== undefined);
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
export function visibleTo(entry: OutboxEntry, user: string | undefined): boolean {
  return entry.author === user;
}
