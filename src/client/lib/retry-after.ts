/** Retry-After in milliseconds, from its seconds or its HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(seconds, 0) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(date - now, 0);
}

/**
 * A signal that aborts when the caller's does, or when `timeoutMs` passes without the work being done;
 * `done` clears the timer. Without a time limit it is the caller's signal as it is.
 */
export function withTimeLimit(signal: AbortSignal | undefined, timeoutMs: number | undefined) {
  if (timeoutMs === undefined) return { signal, timedOut: () => false, done: () => {} };
  const limit = new AbortController();
  let late = false;
  const abort = () => limit.abort(signal?.reason);
  signal?.addEventListener('abort', abort);
  if (signal?.aborted) abort();
  const timer = setTimeout(() => {
    late = true;
    limit.abort(new Error('No answer in time.'));
  }, timeoutMs);
  return {
    signal: limit.signal,
    timedOut: () => late,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
}
