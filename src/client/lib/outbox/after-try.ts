import { backoffDelay, type OutboxEntry, type Refusal, retryable, type SendOutcome, type WaitReason } from './entry';

/** How one try at an entry went: the shop's answer, or why there was none to be had. */
export type TryResult = SendOutcome | { noAnswer: true } | { noSession: true } | { refused: string };

const offlineWords = 'Waiting for a connection.';

/** What an entry becomes after one try: delivered, or kept, waiting (why, and until when) or refused. */
export function afterTry(entry: OutboxEntry, result: TryResult, now: number): OutboxEntry | 'sent' {
  const attempts = entry.attempts + 1;
  const wait = (waitReason: WaitReason, lastError: string, delayMs = backoffDelay(attempts)): OutboxEntry => ({
    ...entry,
    attempts,
    waitReason,
    lastError,
    nextAttemptAt: now + delayMs,
  });
  const refuse = (lastError: string, refusal?: Refusal): OutboxEntry => ({
    ...entry,
    state: 'failed',
    attempts,
    lastError,
    ...(refusal ? { refusal } : {}),
  });
  if ('noAnswer' in result) return wait('offline', offlineWords);
  if ('noSession' in result) return wait('session', 'Waiting for your session to be renewed.');
  if ('refused' in result) return refuse(result.refused);
  const { status } = result;
  if (status >= 200 && status < 300) return 'sent';
  if (status === 429)
    return wait(
      'rate-limited',
      'The shop asked us to wait before sending more.',
      Math.max(result.retryAfterMs ?? 0, backoffDelay(attempts)),
    );
  if (retryable(status)) return wait('server-error', `The shop could not take it just now (${status}).`);
  if (status === 401) return wait('session', 'Waiting for your session to be renewed.');
  // Kept as the shop said it, for the form that queued it: its status, code and the fields it found wrong.
  const { code, issues } = result;
  return refuse(result.message ?? `Refused (${status}).`, {
    status,
    ...(code ? { code } : {}),
    ...(issues?.length ? { issues } : {}),
  });
}

export { offlineWords };
