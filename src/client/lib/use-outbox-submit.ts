import { useState } from 'react';
import { submitThroughOutbox } from './app-outbox';
import type { OutboxKind } from './outbox';

/** A form's send through the outbox: whether it is sending, and whether its last send was kept for later. */
export function useOutboxSubmit(kind: OutboxKind) {
  const [sending, setSending] = useState(false);
  const [queued, setQueued] = useState(false);

  async function submit(payload: Record<string, unknown>, summary: string) {
    setSending(true);
    try {
      const outcome = await submitThroughOutbox(kind, payload, summary);
      setQueued(outcome === 'queued');
      return outcome;
    } finally {
      setSending(false);
    }
  }

  return { submit, sending, queued };
}
