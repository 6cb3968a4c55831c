import type { ReactNode } from 'react';
import { outbox } from '@/client/lib/outbox/app-outbox';
import { claimHeld } from '@/client/lib/outbox/entry';
import type { KeptEntryRef } from '@/client/lib/outbox/submit';
import { type KeptState, useKeptEntry } from '@/client/lib/outbox/use-kept-entry';
import { keptEntryWords } from '@/client/lib/outbox/words';
import { useNow } from '@/client/lib/use-now';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { Notice } from '@/client/components/ui/notice';

/**
 * What became of a form's kept entry, at every moment: why it waits and what happens next (with "Send now"
 * while online), that it was sent (`sent`, given the shop's answer, whoever delivered it), or that the shop
 * refused it. Nothing once it was discarded.
 */
export function KeptEntryNotice({
  kept,
  sent,
  className = '',
}: {
  kept: KeptEntryRef | undefined;
  sent: (answer: unknown) => ReactNode;
  className?: string;
}) {
  const state = useKeptEntry(kept?.id);
  if (!kept) return null;
  return <KeptEntryWords state={state} kept={kept} sent={sent} className={className} />;
}

/** The words for one state of a kept entry (see `KeptEntryNotice`). */
export function KeptEntryWords({
  state,
  kept,
  sent,
  className = '',
}: {
  state: KeptState;
  kept: KeptEntryRef;
  sent: (answer: unknown) => ReactNode;
  className?: string;
}) {
  const online = useOnlineStatus();
  const now = useNow(state.status === 'waiting');
  switch (state.status) {
    case 'reading':
    case 'gone':
      return null;
    case 'sent':
      return (
        <Notice kind="status" className={className}>
          {sent(state.answer)}
        </Notice>
      );
    case 'failed':
      return (
        <Notice kind="alert" className={className}>
          Not sent: {state.entry.lastError}
        </Notice>
      );
    case 'waiting':
      return (
        <div
          role="status"
          className={`flex flex-wrap items-center justify-between gap-2 rounded-lg bg-sun-soft px-4 py-2 text-sm font-semibold text-ink ${className}`}
        >
          <span className="py-1">
            {keptEntryWords(state.entry, { online, now, sendsInBackground: kept.sendsInBackground })}
          </span>
          {online && !claimHeld(state.entry, now) && (
            <button
              type="button"
              className="min-h-11 px-2 font-bold underline underline-offset-4 focus-ring"
              onClick={() => void outbox.sendNow(kept.id)}
            >
              Send now
            </button>
          )}
        </div>
      );
  }
}
