import { outbox } from '@/client/lib/outbox/app-outbox';
import type { OutboxEntry } from '@/client/lib/outbox/entry';
import { OutboxEntryItem } from './outbox-entry-item';

/**
 * The outbox's list, opened from the header: each entry's state, and a way to send what waits now. On a
 * phone it spans the screen below the header, wherever the header's button sits.
 */
export default function OutboxList({
  entries,
  othersWaiting,
  onLeave,
}: {
  entries: OutboxEntry[];
  othersWaiting: number;
  onLeave: () => void;
}) {
  const waiting = entries.filter((entry) => entry.state === 'waiting').length + othersWaiting;
  return (
    <div
      id="outbox-list"
      className="card fixed inset-x-4 top-16 z-50 p-4 sm:(absolute inset-x-auto right-0 top-13 w-[22rem])"
    >
      <h2 className="text-sm font-bold uppercase tracking-wider text-ink-muted">Waiting to be sent</h2>
      <ul className="mt-3 space-y-3" aria-label="Outbox">
        {entries.map((entry) => (
          <OutboxEntryItem key={entry.id} entry={entry} onLeave={onLeave} />
        ))}
        {othersWaiting > 0 && (
          <li className="rounded-lg border border-slate-200 p-3 text-sm text-ink-muted">
            {othersWaiting === 1
              ? '1 item written on this device before you signed in is waiting to be sent.'
              : `${othersWaiting} items written on this device before you signed in are waiting to be sent.`}{' '}
            Only its writer can see what it says.
          </li>
        )}
      </ul>
      {waiting > 0 && (
        <button
          type="button"
          className="btn-primary mt-4 w-full"
          onClick={() => void outbox.flush({ connectionBack: true })}
        >
          Send now
        </button>
      )}
    </div>
  );
}
