import type { BookingInput } from '@/shared/schemas/booking';
import type { ContactMessageInput } from '@/shared/schemas/contact';
import type { ReviewCreate } from '@/shared/schemas/review';

/** What each kind of entry sends: the body of its API call, as the shared schema types it. */
export type OutboxPayloads = { contact: ContactMessageInput; review: ReviewCreate; booking: BookingInput };
export type OutboxKind = keyof OutboxPayloads;

/** Why an entry is still waiting; each has its own words for people. */
export type WaitReason = 'offline' | 'rate-limited' | 'server-error' | 'session';

type EntryOf<Kind extends OutboxKind> = {
  id: string;
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
};

export type OutboxEntry = { [Kind in OutboxKind]: EntryOf<Kind> }[OutboxKind];

/** `retryAfterMs`: how long the server asked to wait (its Retry-After), when it said. */
export type SendOutcome = { status: number; message?: string; retryAfterMs?: number };

export const needsSignIn: Record<OutboxKind, boolean> = { contact: false, review: true, booking: false };
export const maxBackoffMs = 5 * 60 * 1000;
export const retryable = (status: number) => status === 408 || status === 425 || status >= 500;

export function backoffDelay(attempts: number): number {
  return Math.min(1000 * 2 ** attempts, maxBackoffMs);
}

/** Whether `user` (an email, or undefined for nobody) may see and send this entry. */
export function belongsTo(entry: OutboxEntry, user: string | undefined): boolean {
  return entry.author === undefined || entry.author === user;
}
