import type { OutboxEntry, WaitReason } from './entry';

/** "in 30 s (at 14:05:03)": when a waiting entry is tried again, for people. */
export function retryInWords(retryAt: number, now = Date.now()): string {
  const seconds = Math.max(Math.ceil((retryAt - now) / 1000), 1);
  const after = seconds < 90 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
  const clock = new Date(retryAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return `in ${after} (at ${clock})`;
}

/**
 * What a form says when what was sent is kept in the outbox: why it waits, and until when. Where nothing can
 * send it with Brushwork closed (no Background Sync, as on iOS, or an entry that needs a session), it says so.
 */
export function savedForLaterWords(
  reason: WaitReason,
  retryAt: number,
  { sendsInBackground = true, now = Date.now() }: { sendsInBackground?: boolean; now?: number } = {},
): string {
  switch (reason) {
    case 'offline':
      return sendsInBackground
        ? 'Saved — will send when you are back online'
        : 'Saved — will send when you open Brushwork online';
    case 'rate-limited':
      return `Saved — the shop asked us to wait, so we will send it ${retryInWords(retryAt, now)}`;
    case 'server-error':
      return `Saved — the shop could not take it just now; we will try again ${retryInWords(retryAt, now)}, and keep trying`;
    case 'session':
      return 'Saved — will send once your session is renewed';
  }
}

/** Why an entry in the outbox still waits, and when it is tried next, for the outbox's list. */
export function waitingWords(entry: OutboxEntry): string {
  if (!entry.lastError) return 'Waiting to be sent.';
  if (entry.waitReason === 'offline' || entry.waitReason === 'session') return entry.lastError;
  return `${entry.lastError} Next try ${retryInWords(entry.nextAttemptAt)}.`;
}
