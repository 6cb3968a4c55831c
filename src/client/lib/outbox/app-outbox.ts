import { ApiError, newIdempotencyKey } from '../api-client';
import { refreshSession } from '../auth/server-session';
import { connection } from '../connection';
import type { OutboxKind, OutboxPayloads, WaitReason } from './entry';
import { createOutbox } from './outbox';
import { outboxSyncTag, sendOutboxEntry } from './transport';
import { sessionStore } from '../auth/session';

export const outbox = createOutbox({
  send: sendOutboxEntry,
  currentUser: () => sessionStore.get()?.email,
  getToken: () => sessionStore.active()?.token,
  refreshToken: async () => ((await refreshSession()) ? sessionStore.active()?.token : undefined),
  newId: newIdempotencyKey,
});

/** Asks the service worker to send the outbox when the connection returns, where Background Sync exists. */
async function requestBackgroundSync() {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (
    registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
  )?.sync;
  await sync?.register(outboxSyncTag).catch(() => {});
}

export type SubmitOutcome = { status: 'sent' } | { status: 'waiting'; reason: WaitReason; retryAt: number };

/**
 * Sends a write through the outbox: at once when online, otherwise kept until the connection returns.
 * A refusal at once (invalid fields, say) is thrown for the form to show, and not kept. Anything else
 * that keeps it waiting is answered with why and when it is tried again, for the form to say.
 */
export async function submitThroughOutbox<Kind extends OutboxKind>(
  kind: Kind,
  payload: OutboxPayloads[Kind],
  summary: string,
): Promise<SubmitOutcome> {
  const offline = !connection.online();
  const entry = await outbox.add(kind, payload, summary, { offline });
  if (offline) {
    void requestBackgroundSync();
    return { status: 'waiting', reason: 'offline', retryAt: 0 };
  }
  const result = await outbox.attempt(entry);
  if (result.outcome === 'sent') return { status: 'sent' };
  if (result.outcome === 'failed') {
    await outbox.discard(entry.id);
    throw new ApiError(422, 'invalid', result.entry.lastError ?? 'The server refused this.');
  }
  const reason = result.entry.waitReason ?? 'offline';
  if (reason === 'offline') connection.reportUnreachable();
  void requestBackgroundSync();
  return { status: 'waiting', reason, retryAt: result.entry.nextAttemptAt };
}

/**
 * Sends whatever waits: now, whenever the connection returns, when the service worker asks, and when the
 * next entry falls due (a backoff or the shop's Retry-After ends without an event).
 */
export function startOutbox() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = async () => {
    clearTimeout(timer);
    const dueAt = await outbox.nextDueAt();
    if (dueAt === undefined) return;
    timer = setTimeout(
      () => {
        if (connection.online()) void outbox.flush().then(schedule);
      },
      Math.max(dueAt - Date.now(), 1000),
    );
  };
  const connectionBack = () => void outbox.flush({ connectionBack: true }).then(schedule);
  connection.onReconnect(connectionBack);
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: string } | undefined)?.type === 'flush-outbox') connectionBack();
  });
  outbox.subscribe(() => void schedule());
  // Someone else signed in: their own entries may go now.
  sessionStore.subscribe(() => {
    if (connection.online()) connectionBack();
  });
  if (connection.online()) connectionBack();
  else void schedule();
}
