import { useEffect, useRef, useState } from 'react';
import { outbox } from '@/client/lib/app-outbox';
import type { OutboxEntry } from '@/client/lib/outbox';
import { toast } from '@/client/lib/toast';

function useOutboxEntries() {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    const load = () => void outbox.list().then(setEntries);
    load();
    return outbox.subscribe(load);
  }, []);
  return entries;
}

/** What waits to be sent, in the header: how many, and each one's state; refusals with their reason. */
export function OutboxIndicator() {
  const entries = useOutboxEntries();
  const waitingBefore = useRef(0);
  const [open, setOpen] = useState(false);
  const waiting = entries.filter((entry) => entry.state === 'waiting').length;
  const failed = entries.length - waiting;

  useEffect(() => {
    if (waiting < waitingBefore.current && navigator.onLine) {
      const sent = waitingBefore.current - waiting;
      toast.success(sent === 1 ? 'A saved item has been sent.' : `${sent} saved items have been sent.`);
    }
    waitingBefore.current = waiting;
  }, [waiting]);

  if (entries.length === 0) return null;

  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="outbox-list"
        onClick={() => setOpen((value) => !value)}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-bold focus-ring ${failed ? 'bg-accent-soft text-accent' : 'bg-sun-soft text-ink'}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 4h16v12H5.2L4 17.2zM8 9h8M8 12h5" />
        </svg>
        {waiting > 0 ? `${waiting} waiting` : ''}
        {waiting > 0 && failed > 0 ? ' · ' : ''}
        {failed > 0 ? `${failed} not sent` : ''}
      </button>
      {open && (
        <div id="outbox-list" className="card absolute right-0 top-13 z-50 w-[min(22rem,calc(100vw-2rem))] p-4">
          <h2 className="text-sm font-bold uppercase tracking-wider text-ink-muted">Waiting to be sent</h2>
          <ul className="mt-3 space-y-3" aria-label="Outbox">
            {entries.map((entry) => (
              <li key={entry.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="font-semibold text-ink">{entry.summary}</p>
                {entry.state === 'failed' ? (
                  <>
                    <p className="mt-1 text-accent">Not sent: {entry.lastError}</p>
                    <button type="button" className="mt-2 font-semibold text-accent underline" onClick={() => void outbox.discard(entry.id)}>
                      Discard
                    </button>
                  </>
                ) : (
                  <p className="mt-1 text-ink-muted">{entry.lastError ?? 'Waiting to be sent.'}</p>
                )}
              </li>
            ))}
          </ul>
          {waiting > 0 && (
            <button type="button" className="btn-primary mt-4 w-full" onClick={() => void outbox.flush()}>
              Send now
            </button>
          )}
        </div>
      )}
    </div>
  );
}
