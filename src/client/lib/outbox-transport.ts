import type { OutboxEntry, SendOutcome } from './outbox';

const paths = { contact: '/api/msg', review: '/api/reviews' } as const;

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
  return { status: response.status, message: body?.error?.message };
}

export const outboxSyncTag = 'brushwork-outbox';
