import { claimHeld, type OutboxEntry, type WaitReason } from './entry';

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

/**
 * What a page says of its kept entry now, while it waits. Offline, why it waits and who can send it. Online
 * (the app open, so this page sends it), what happens next: it is going now, or when it goes again; never
 * that it waits for Brushwork to be opened online, which it is.
 */
export function keptEntryWords(
  entry: OutboxEntry,
  { online, now, sendsInBackground }: { online: boolean; now: number; sendsInBackground: boolean },
): string {
  const reason = entry.waitReason ?? 'offline';
  if (!online) return savedForLaterWords(reason, entry.nextAttemptAt, { sendsInBackground, now });
  if (claimHeld(entry, now)) return 'Saved — sending it now…';
  if (reason === 'offline')
    return entry.nextAttemptAt > now
      ? `Saved — the shop did not answer; sending again ${retryInWords(entry.nextAttemptAt, now)}`
      : 'Saved — sending it now…';
  return savedForLaterWords(reason, entry.nextAttemptAt, { now });
}

/** Why an entry in the outbox still waits, and when it is tried next, for the outbox's list. */
export function waitingWords(entry: OutboxEntry, { online = true, now = Date.now() } = {}): string {
  if (!entry.lastError) return 'Waiting to be sent.';
  if (entry.waitReason === 'session') return entry.lastError;
  if (entry.waitReason === 'offline')
    return online && entry.nextAttemptAt > now
      ? `The shop did not answer. Next try ${retryInWords(entry.nextAttemptAt, now)}.`
      : entry.lastError;
  return `${entry.lastError} Next try ${retryInWords(entry.nextAttemptAt, now)}.`;
}
