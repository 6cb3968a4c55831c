import { outbox } from '@/client/lib/outbox/app-outbox';
import type { OutboxEntry } from '@/client/lib/outbox/entry';

/** The look of an outbox entry's actions: underlined words, as tall as a finger needs. */
export const outboxAction = 'font-semibold underline min-h-11 px-1';

/** A refused entry's ways on: send it again as it is, or discard it. */
export function ResendOrDiscard({ entry }: { entry: OutboxEntry }) {
  return (
    <>
      <button type="button" className={`${outboxAction} text-ink`} onClick={() => void outbox.resend(entry)}>
        Send again
      </button>
      <button type="button" className={`${outboxAction} text-accent`} onClick={() => void outbox.discard(entry.id)}>
        Discard
      </button>
    </>
  );
}
