import { ApiError, newIdempotencyKey } from '../api-client';
import { sessionStore } from '../auth/session';
import { connection } from '../connection';
import { askForPersistentStorage, outbox } from './app-outbox';
import {
  goesWithSession,
  type OutboxAttachment,
  type OutboxEntry,
  outboxSyncTag,
  retryable,
  type WaitReason,
} from './entry';
import { type OutboxKind, type PayloadOf, registerOutboxKinds } from './kind';
import { sendOutboxEntry } from './send';

/*
 * A form's send through the outbox: loaded with the forms that send through it, never on a first visit
 * to a page without one.
 */

/** Asks the service worker to send the outbox when the connection returns; false where it cannot. */
async function requestBackgroundSync(): Promise<boolean> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const sync = (
    registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
  )?.sync;
  if (!sync) return false;
  return sync.register(outboxSyncTag).then(
    () => true,
    () => false,
  );
}

/**
 * Whether a write `author` keeps now can go out with Brushwork closed, as far as can be told before it is
 * kept: the browser has Background Sync and the write needs nobody's sign-in.
 */
export function sendsWithAppClosed(author: string | undefined): boolean {
  return typeof window !== 'undefined' && 'SyncManager' in window && author === undefined;
}

/**
 * `answer`: the shop's answer to what was sent, when this page received it (not when another sender did).
 * `kept`: the entry that waits, for the page to follow until it is delivered (see `useKeptEntry`).
 */
export type SubmitOutcome =
  | { status: 'sent'; answer?: unknown }
  | { status: 'waiting'; reason: WaitReason; retryAt: number; sendsInBackground: boolean; kept: KeptEntryRef };

/** A page's own entry kept in the outbox: its id, and whether it can go with Brushwork closed. */
export type KeptEntryRef = { id: string; sendsInBackground: boolean };

/**
 * Whether what waits can go out with Brushwork closed: the worker, where the browser has Background Sync,
 * sends only what was written signed out (an entry with an author waits for that author's sign-in).
 */
async function waiting(entry: OutboxEntry, reason: WaitReason, retryAt: number): Promise<SubmitOutcome> {
  askForPersistentStorage();
  const synced = await requestBackgroundSync();
  const sendsInBackground = synced && entry.author === undefined;
  return { status: 'waiting', reason, retryAt, sendsInBackground, kept: { id: entry.id, sendsInBackground } };
}

/**
 * Where this device could not keep the write (storage full, or the browser dropped its database), it is
 * sent once, directly, when online; it cannot wait for a connection.
 */
async function sendUnkept(kind: string, payload: unknown, cause: unknown) {
  const notKept = 'This device could not keep it for later (its storage is full or unavailable)';
  if (!connection.online())
    throw new Error(`${notKept}, so it cannot wait for the connection. Try again online.`, { cause });
  const entry = { id: newIdempotencyKey(), kind, payload } as OutboxEntry;
  const author = sessionStore.get()?.email;
  const token = goesWithSession({ kind, author }) ? sessionStore.active()?.token : undefined;
  const outcome = await sendOutboxEntry(entry, token).catch(() => undefined);
  if (!outcome || outcome.status === 429 || retryable(outcome.status))
    throw new Error(`Not sent: the shop could not take it just now, and ${notKept.toLowerCase()}.`, { cause });
  const { status, code = 'refused', message = 'The shop refused this.', issues } = outcome;
  if (status >= 300) throw new ApiError(status, code, message, issues);
  return { status: 'sent', answer: outcome.answer } as const;
}

/** A refused entry as the form that queued it reads a refusal: the shop's status, code and field issues. */
function refusalOf(entry: OutboxEntry): ApiError {
  const { status = 422, code = 'invalid', issues } = entry.refusal ?? {};
  return new ApiError(status, code, entry.lastError ?? 'The server refused this.', issues);
}

/**
 * A refusal of one of the files an entry carries (a photo too large, not an image): the entry is kept, with
 * the files the shop took, for that file to be replaced or removed where its kind's entries are shown, rather
 * than the whole form typed and sent again.
 */
export class AttachmentRefused extends ApiError {
  constructor(
    readonly entry: OutboxEntry,
    refusal: ApiError,
  ) {
    super(refusal.status, refusal.code, refusal.message, refusal.issues);
  }
}

/**
 * Sends a write through the outbox: at once when online, otherwise kept until the connection returns.
 * A refusal at once (invalid fields, say) is thrown for the form to show, and not kept. Anything else
 * that keeps it waiting is answered with why and when it is tried again, for the form to say.
 */
export async function submitThroughOutbox<Kind extends OutboxKind>(
  kind: Kind,
  payload: PayloadOf<Kind>,
  summary: string,
  { attachments }: { attachments?: OutboxAttachment[] } = {},
): Promise<SubmitOutcome> {
  // The form that queues it brings its kind: known here from now on, to send it and what waits with it.
  registerOutboxKinds(kind);
  const offline = !connection.online();
  let entry: OutboxEntry;
  try {
    entry = await outbox.add(kind.kind, payload, summary, { offline, attachments });
  } catch (error) {
    if (attachments?.length)
      throw new Error('This device could not keep the photos (its storage is full).', { cause: error });
    return sendUnkept(kind.kind, payload, error);
  }
  if (offline) return waiting(entry, 'offline', 0);
  // The entry is kept: a storage failure during its try leaves it to go out later under the same key (stored
  // once), never an error that would have the person type and send it again.
  const result = await outbox.attempt(entry).catch(() => undefined);
  if (!result) return waiting(entry, 'offline', 0);
  // Gone: delivered by another sender (a tab, the worker) while this one waited on its answer.
  if (result.outcome === 'sent') return { status: 'sent', answer: result.answer };
  if (result.outcome === 'gone') return { status: 'sent' };
  if (result.outcome === 'failed') {
    if (result.entry.attachments?.some((attachment) => attachment.refusal))
      throw new AttachmentRefused(result.entry, refusalOf(result.entry));
    await outbox.discard(entry.id);
    throw refusalOf(result.entry);
  }
  const reason = result.entry.waitReason ?? 'offline';
  if (reason === 'offline') connection.reportUnreachable();
  return waiting(entry, reason, result.entry.nextAttemptAt);
}
