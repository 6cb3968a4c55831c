import { type OutboxEntry, type SendOutcome, sendTimeoutMs } from './entry';

const paths = { contact: '/api/msg', review: '/api/reviews', booking: '/api/bookings' } as const;

/** Retry-After in milliseconds, from its seconds or its HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(seconds, 0) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(date - now, 0);
}

/** A request that got no answer from the shop itself: no answer in time, or someone else's page. */
export class NoAnswerError extends Error {}

/**
 * Sends an outbox entry to its API route; used by the page and by the service worker alike. Only the shop's
 * own JSON answer counts: a request with no answer within `sendTimeoutMs`, or answered by something else (a
 * captive portal's page, a proxy's error page), throws, and the entry is tried again like on a dropped line.
 */
export async function sendOutboxEntry(entry: OutboxEntry, token: string | undefined): Promise<SendOutcome> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new NoAnswerError('No answer in time.')), sendTimeoutMs);
  try {
    return await post(entry, token, timeout.signal);
  } finally {
    clearTimeout(timer);
  }
}

async function post(entry: OutboxEntry, token: string | undefined, signal: AbortSignal): Promise<SendOutcome> {
  const response = await fetch(paths[entry.kind], {
    method: 'POST',
    signal,
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': entry.id,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(entry.payload),
  });
  const body = await shopAnswer(response);
  return {
    status: response.status,
    message: body?.error?.message,
    ...(response.ok ? { answer: body } : {}),
    retryAfterMs: retryAfterMs(response.headers.get('Retry-After')),
  };
}

async function shopAnswer(response: Response): Promise<{ error?: { message?: string } }> {
  if (!(response.headers.get('Content-Type') ?? '').includes('application/json'))
    throw new NoAnswerError(`An answer that is not the shop's (${response.status}).`);
  const body = (await response.json().catch(() => undefined)) as { error?: { message?: string } } | undefined;
  if (typeof body !== 'object' || body === null) throw new NoAnswerError('An answer that could not be read.');
  return body;
}

export const outboxSyncTag = 'brushwork-outbox';
