import type { OutboxEntry, SendOutcome } from './entry';

const paths = { contact: '/api/msg', review: '/api/reviews', booking: '/api/bookings' } as const;

/** Retry-After in milliseconds, from its seconds or its HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(seconds, 0) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(date - now, 0);
}

/** Sends an outbox entry to its API route; used by the page and by the service worker alike. */
export async function sendOutboxEntry(entry: OutboxEntry, token: string | undefined): Promise<SendOutcome> {
  const response = await fetch(paths[entry.kind], {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': entry.id,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(entry.payload),
  });
  const body = (await response.json().catch(() => undefined)) as { error?: { message?: string } } | undefined;
  return {
    status: response.status,
    message: body?.error?.message,
    retryAfterMs: retryAfterMs(response.headers.get('Retry-After')),
  };
}

export const outboxSyncTag = 'brushwork-outbox';
