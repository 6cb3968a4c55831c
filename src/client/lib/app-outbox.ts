import { ApiError, newIdempotencyKey } from './api-client';
import { refreshSession } from './auth';
import { createOutbox, type OutboxKind } from './outbox';
import { outboxSyncTag, sendOutboxEntry } from './outbox-transport';
import { sessionStore } from './session';

export const outbox = createOutbox({
  send: sendOutboxEntry,
  getToken: () => sessionStore.active()?.token,
  refreshToken: async () => ((await refreshSession()) ? sessionStore.active()?.token : undefined),
  newId: newIdempotencyKey,
});

/** Asks the service worker to send the outbox when the connection returns, where Background Sync exists. */
async function requestBackgroundSync() {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
  await sync?.register(outboxSyncTag).catch(() => {});
}

/**
 * Sends a write through the outbox: at once when online, otherwise kept until the connection returns.
 * A refusal at once (invalid fields, say) is thrown for the form to show, and not kept.
 */
export async function submitThroughOutbox(kind: OutboxKind, payload: Record<string, unknown>, summary: string): Promise<'sent' | 'queued'> {
  const entry = await outbox.add(kind, payload, summary);
  if (!navigator.onLine) {
    void requestBackgroundSync();
    return 'queued';
  }
  const result = await outbox.attempt(entry);
  if (result === 'sent') return 'sent';
  if (result === 'failed') {
    const failed = (await outbox.list()).find((candidate) => candidate.id === entry.id);
    await outbox.discard(entry.id);
    throw new ApiError(422, 'invalid', failed?.lastError ?? 'The server refused this.');
  }
  // Not sent yet (no answer, or a busy server): it stays in the outbox and goes out later.
  void requestBackgroundSync();
  return 'queued';
}

/** Sends whatever waits: now, whenever the connection returns, and when the service worker asks. */
export function startOutbox() {
  const flushNow = () => void outbox.flush({ ignoreBackoff: true });
  window.addEventListener('online', flushNow);
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: string } | undefined)?.type === 'flush-outbox') flushNow();
  });
  // Backoff delays end without an event; look again now and then while something waits.
  setInterval(() => {
    if (navigator.onLine) void outbox.flush();
  }, 15_000);
  if (navigator.onLine) flushNow();
}
