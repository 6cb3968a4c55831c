import { useState } from 'react';
import { type SubmitOutcome, submitThroughOutbox } from './app-outbox';
import type { OutboxKind, OutboxPayloads } from './entry';
import { savedForLaterWords } from './words';

/**
 * A form's send through the outbox: whether it is sending, and, when its last send was kept for later,
 * the words that say why and when it goes.
 */
export function useOutboxSubmit<Kind extends OutboxKind>(kind: Kind) {
  const [sending, setSending] = useState(false);
  const [savedForLater, setSavedForLater] = useState<string>();

  async function submit(payload: OutboxPayloads[Kind], summary: string): Promise<SubmitOutcome> {
    setSending(true);
    try {
      const outcome = await submitThroughOutbox(kind, payload, summary);
      setSavedForLater(
        outcome.status === 'waiting'
          ? savedForLaterWords(outcome.reason, outcome.retryAt, { sendsInBackground: outcome.sendsInBackground })
          : undefined,
      );
      return outcome;
    } finally {
      setSending(false);
    }
  }

  return { submit, sending, savedForLater };
}
