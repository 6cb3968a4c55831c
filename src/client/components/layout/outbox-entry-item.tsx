import { useNavigate } from '@tanstack/react-router';
import { outbox } from '@/client/lib/outbox/app-outbox';
import { type OutboxEntry, readable } from '@/client/lib/outbox/entry';
import { outboxKindOf } from '@/client/lib/outbox/kind';
import { takeBackToForm } from '@/client/lib/outbox/taken-back';
import { waitingWords } from '@/client/lib/outbox/words';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { outboxAction, ResendOrDiscard } from './outbox-entry-actions';

/** One entry of the outbox's list: why it waits, or why it was refused and what can be done with it. */
export function OutboxEntryItem({ entry, onLeave }: { entry: OutboxEntry; onLeave: () => void }) {
  const navigate = useNavigate();
  const online = useOnlineStatus();
  // Where a refused entry can be edited, as its kind says: its form, which takes the entry back.
  const editAt = outboxKindOf(entry.kind)?.editAt;

  async function edit() {
    if (!editAt) return;
    takeBackToForm(entry);
    await outbox.discard(entry.id);
    onLeave();
    await navigate({ to: editAt });
  }

  if (!readable(entry)) return <OtherVersionItem entry={entry} />;

  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm">
      <p className="font-semibold text-ink">{entry.summary}</p>
      {entry.state === 'failed' ? (
        <>
          <p className="mt-1 text-accent">
            Not sent: {entry.lastError}{' '}
            {entry.refusal?.issues
              ?.map((issue) => issue.message)
              .filter((words) => words !== entry.lastError)
              .join(' ')}
          </p>
          <div className="mt-1 flex flex-wrap gap-x-3">
            {editAt && (
              <button type="button" className={`${outboxAction} text-ink`} onClick={() => void edit()}>
                Edit
              </button>
            )}
            <ResendOrDiscard entry={entry} />
          </div>
        </>
      ) : (
        <p className="mt-1 text-ink-muted">{waitingWords(entry, { online })}</p>
      )}
    </li>
  );
}

/**
 * An entry another version of Brushwork wrote: this version neither sends nor reads it (its fields may mean
 * something else), so it is named and kept for that version, or discarded by the person.
 */
function OtherVersionItem({ entry }: { entry: OutboxEntry }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm">
      <p className="font-semibold text-ink">Saved by another version of Brushwork</p>
      <p className="mt-1 text-ink-muted">
        This version cannot send it as it is. It is kept until that version sends it; reload Brushwork to update.
      </p>
      <button
        type="button"
        className="min-h-11 px-1 font-semibold text-accent underline"
        onClick={() => void outbox.discard(entry.id)}
      >
        Discard
      </button>
    </li>
  );
}
