import { useEffect, useRef, useState } from 'react';
import { lazyPart } from '@/client/components/ui/lazy-part';
import { useOutboxEntries } from '@/client/lib/outbox/use-outbox-entries';
import { toast } from '@/client/lib/toast';

/** The list itself loads when opened: a first visit, with nothing waiting, never needs it. */
const OutboxList = lazyPart(() => import('./outbox-list'));

/** What waits to be sent, in the header: how many, and each one's state; refusals with their reason. */
export function OutboxIndicator() {
  const { user, entries, othersWaiting } = useOutboxEntries();
  const waitingBefore = useRef<{ user: string | undefined; ids: string[] }>({ user, ids: [] });
  const [open, setOpen] = useState(false);
  const waiting = entries.filter((entry) => entry.state === 'waiting').length + othersWaiting;
  const failed = entries.length + othersWaiting - waiting;

  useEffect(() => {
    // Only what had to wait counts as sent later: a form's own send at once is not news.
    const ids = entries.filter((entry) => entry.state === 'waiting' && entry.waitReason).map((entry) => entry.id);
    // Entries hidden because someone else signed in were not sent.
    if (waitingBefore.current.user === user) {
      const sent = waitingBefore.current.ids.filter((id) => !entries.some((entry) => entry.id === id)).length;
      if (sent > 0) toast.success(sent === 1 ? 'A saved item has been sent.' : `${sent} saved items have been sent.`);
    }
    waitingBefore.current = { user, ids };
  }, [entries, user]);

  if (entries.length === 0 && othersWaiting === 0) return null;

  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="outbox-list"
        onClick={() => setOpen((value) => !value)}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-bold focus-ring ${failed ? 'bg-accent-soft text-accent' : 'bg-sun-soft text-ink'}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M4 4h16v12H5.2L4 17.2zM8 9h8M8 12h5" />
        </svg>
        {waiting > 0 ? `${waiting} waiting` : ''}
        {waiting > 0 && failed > 0 ? ' · ' : ''}
        {failed > 0 ? `${failed} not sent` : ''}
      </button>
      {open && <OutboxList entries={entries} othersWaiting={othersWaiting} onLeave={() => setOpen(false)} />}
    </div>
  );
}
