import { useEffect, useRef } from 'react';
import { outbox } from '@/client/lib/outbox/app-outbox';
import type { OutboxEntry } from '@/client/lib/outbox/entry';
import { useOutboxEntries } from '@/client/lib/outbox/use-outbox-entries';
import { useUploadingAny } from '@/client/lib/outbox/use-upload-progress';
import { waitingWords } from '@/client/lib/outbox/words';
import { useNow } from '@/client/lib/use-now';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { outboxKind } from '../outbox-kind';
import { WaitingPhotos } from './waiting-photos';

/**
 * The signed-in customer's requests still on this device (their own only, as the outbox shows them): why each
 * waits, its photos with their uploads' progress, and a refused photo to replace or remove. One that was
 * leaves the outbox, other than by a discard or sent again with a photo replaced, has reached the shop:
 * `onArrived`.
 */
export function WaitingQuoteRequests({ email, onArrived }: { email: string; onArrived: () => void }) {
  const { user, entries: all } = useOutboxEntries();
  const entries = user === email ? all.filter((entry) => entry.kind === outboxKind.kind) : [];
  const discarded = useRef(new Set<string>());
  const seen = useRef<string[]>([]);

  // Only the ids matter: an entry's other changes (a photo answered) are no arrival.
  const ids = entries.map((entry) => entry.id).join(' ');
  useEffect(() => {
    const present = ids ? ids.split(' ') : [];
    const arrived = seen.current.filter((id) => !present.includes(id) && !discarded.current.has(id));
    seen.current = present;
    if (arrived.length > 0) onArrived();
  }, [ids, onArrived]);

  if (entries.length === 0) return null;

  async function discard(entry: OutboxEntry) {
    discarded.current.add(entry.id);
    await outbox.discard(entry.id);
  }

  return (
    <section aria-labelledby="waiting-requests-title" className="card space-y-4 p-5 sm:p-8">
      <h2 id="waiting-requests-title" className="font-display text-xl font-bold text-ink">
        Waiting to be sent
      </h2>
      <ul className="space-y-6">
        {entries.map((entry) => (
          <li key={entry.id} className="space-y-3" aria-label={entry.summary}>
            <p className="font-semibold text-ink">{entry.summary}</p>
            {entry.state === 'failed' ? (
              <p role="alert" className="text-sm font-semibold text-accent">
                Not sent: {entry.lastError}
              </p>
            ) : (
              <WaitingWords entry={entry} />
            )}
            <WaitingPhotos entry={entry} onRevised={() => discarded.current.add(entry.id)} />
            {entry.state === 'failed' && (
              <button type="button" className="btn-outline" onClick={() => void discard(entry)}>
                Discard this request
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Why a request still waits, or that its photos are going now (from this page). */
function WaitingWords({ entry }: { entry: OutboxEntry }) {
  const uploading = useUploadingAny((entry.attachments ?? []).map((attachment) => attachment.key));
  const online = useOnlineStatus();
  const now = useNow(true);
  return (
    <p className="text-sm text-ink-muted">{uploading ? 'Sending its photos…' : waitingWords(entry, { online, now })}</p>
  );
}
