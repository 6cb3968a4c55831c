import { useState } from 'react';
import { type KeptEntryRef, type SubmitOutcome, submitThroughOutbox } from './submit';
import type { OutboxKind, PayloadOf } from './kind';

/**
 * A form's send through the outbox, for entries of `kind` (its feature's): whether it is sending, and, when
 * its last send was kept for later, that entry (`kept`), for the form to show where it stands at every
 * moment (`KeptEntryNotice`). A refusal at once is thrown as the shop's ApiError (its status, code and field
 * issues), for the form to show on its fields.
 */
export function useOutboxSubmit<Kind extends OutboxKind>(kind: Kind) {
  const [sending, setSending] = useState(false);
  const [kept, setKept] = useState<KeptEntryRef>();

  async function submit(
    payload: PayloadOf<Kind>,
    summary: string,
    options?: Parameters<typeof submitThroughOutbox>[3],
  ): Promise<SubmitOutcome> {
    setSending(true);
    try {
      const outcome = await submitThroughOutbox(kind, payload, summary, options);
      setKept(outcome.status === 'waiting' ? outcome.kept : undefined);
      return outcome;
    } finally {
      setSending(false);
    }
  }

  return { submit, sending, kept };
}
