import { ResendOrDiscard } from '@/client/components/layout/outbox-entry-actions';
import { claimHeld, type OutboxEntry, type OutboxReceipt, readable } from '@/client/lib/outbox/entry';
import { waitingWords } from '@/client/lib/outbox/words';
import { useNow } from '@/client/lib/use-now';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { clockTime } from '../job-words';
import { JobCard } from './job-card';

/** Where one step kept on the phone stands: waiting (and why), being sent, or refused with the shop's reason. */
function KeptStep({ entry, now, online }: { entry: OutboxEntry; now: number; online: boolean }) {
  if (!readable(entry)) return <p className="text-ink-muted">Saved by another version of Brushwork.</p>;
  if (entry.state === 'failed')
    return (
      <>
        <p className="font-semibold text-accent" data-state="refused">
          Refused by the shop: {entry.lastError}
        </p>
        <div className="flex flex-wrap gap-x-3">
          <ResendOrDiscard entry={entry} />
        </div>
      </>
    );
  if (claimHeld(entry, now))
    return (
      <p className="font-semibold text-ink" data-state="sending">
        Sending…
      </p>
    );
  return (
    <p className="text-ink-muted" data-state="waiting">
      {online ? waitingWords(entry, { online, now }) : 'Waiting for a connection.'}
    </p>
  );
}

/**
 * Everything the painter did on this job from this phone, in order, and where each stands: waiting for the
 * line, being sent, sent (with when), or refused with the shop's reason (to send again or discard). Each one
 * reaches the shop once, whoever sends it (this page, another tab, the service worker).
 */
export function JobActivity({ entries, receipts }: { entries: OutboxEntry[]; receipts: OutboxReceipt[] }) {
  const online = useOnlineStatus();
  const now = useNow(entries.length > 0);
  const steps = [
    ...entries.map((entry) => ({ id: entry.id, summary: entry.summary, at: entry.createdAt, entry })),
    ...receipts.map((receipt) => ({ id: receipt.id, summary: receipt.summary, at: receipt.createdAt ?? 0, receipt })),
  ].sort((a, b) => a.at - b.at);
  if (steps.length === 0) return null;
  const waiting = entries.filter((entry) => entry.state === 'waiting').length;
  return (
    <JobCard id="on-this-phone" title="On this phone">
      <p className="mt-1 text-sm text-ink-muted" role="status">
        {waiting === 0 ? 'Everything is with the shop.' : `${waiting} waiting to be sent.`}
      </p>
      <ul className="mt-3 divide-y divide-ink/10 text-sm" aria-label="Steps on this phone">
        {steps.map((step) => (
          <li key={step.id} className="py-2">
            <p className="break-words font-semibold text-ink">{step.summary}</p>
            {'receipt' in step ? (
              <p className="font-semibold text-brand" data-state="sent">
                Sent at {clockTime(new Date(step.receipt.sentAt).toISOString())}
              </p>
            ) : (
              <KeptStep entry={step.entry} now={now} online={online} />
            )}
          </li>
        ))}
      </ul>
    </JobCard>
  );
}
