import { useState } from 'react';
import { type SubmitOutcome, submitThroughOutbox } from './submit';
import type { OutboxKind, PayloadOf } from './kind';
import { savedForLaterWords } from './words';

/**
 * A form's send through the outbox, for entries of `kind` (its feature's): whether it is sending, and, when
 * its last send was kept for later, the words that say why and when it goes. A refusal at once is thrown as
 * the shop's ApiError (its status, code and field issues), for the form to show on its fields.
 */
export function useOutboxSubmit<Kind extends OutboxKind>(kind: Kind) {
  const [sending, setSending] = useState(false);
  const [savedForLater, setSavedForLater] = useState<string>();

  async function submit(
    payload: PayloadOf<Kind>,
    summary: string,
    options?: Parameters<typeof submitThroughOutbox>[3],
  ): Promise<SubmitOutcome> {
    setSending(true);
    try {
      const outcome = await submitThroughOutbox(kind, payload, summary, options);
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
