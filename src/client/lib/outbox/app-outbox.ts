import { newIdempotencyKey } from '../api-client';
import { refreshSession } from '../auth/server-session';
import { sessionStore } from '../auth/session';
import { connection } from '../connection';
import { type OutboxKind, registerOutboxKinds } from './kind';
import { createOutbox } from './outbox';
import type { sendOutboxEntry as SendOutboxEntry } from './send';
import type { UploadAttachments } from './attachments';

/** The sender, loaded when there is something to send: a first visit, where nothing waits, never needs it. */
const sendOutboxEntry: typeof SendOutboxEntry = (entry, token) =>
  import('./send').then((send) => send.sendOutboxEntry(entry, token));

/** The uploader of the files some entries carry (a quote request's photos), loaded likewise. */
const uploadAttachments: UploadAttachments = async (entry, token, steps) => {
  const [{ uploaderWith }, { sendOutboxAttachment }] = await Promise.all([
    import('./attachments'),
    import('./send-attachment'),
  ]);
  return uploaderWith(sendOutboxAttachment)(entry, token, steps);
};

export const outbox = createOutbox({
  send: sendOutboxEntry,
  uploadAttachments,
  currentUser: () => sessionStore.get()?.email,
  getToken: () => sessionStore.active()?.token,
  refreshToken: async () => ((await refreshSession()) ? sessionStore.active()?.token : undefined),
  newId: newIdempotencyKey,
});

/** Asks the browser not to evict what waits here and what was saved, when storage runs short. */
export function askForPersistentStorage() {
  void navigator.storage?.persist?.().catch(() => false);
}

/**
 * Sends whatever waits, of the `kinds` the features declare: now, whenever the connection returns, when
 * the service worker asks, and when the next entry falls due (a backoff or the shop's Retry-After ends
 * without an event).
 */
export function startOutbox(kinds: OutboxKind[]) {
  registerOutboxKinds(...kinds);
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
  // Someone else signed in: their own entries may go now, and what they save should stay on the device.
  sessionStore.subscribe(() => {
    if (sessionStore.get()) askForPersistentStorage();
    if (connection.online()) connectionBack();
  });
  if (connection.online()) connectionBack();
  else void schedule();
}
