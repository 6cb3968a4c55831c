import { useMemo } from 'react';
import { useSession } from '../auth/session';
import { outbox } from './app-outbox';
import type { OutboxEntry } from './entry';
import { useOutboxReading } from './use-outbox-reading';

/**
 * Where a page's kept entry stands now: `waiting` or `failed` (kept, as stored), `sent` with the shop's
 * answer (whoever delivered it: this page, another tab or the worker), or `gone` (discarded, or delivered
 * so long ago that its receipt has gone too). `reading` until the first look.
 */
export type KeptState =
  | { status: 'reading' }
  | { status: 'waiting' | 'failed'; entry: OutboxEntry }
  | { status: 'sent'; answer: unknown }
  | { status: 'gone' };

/**
 * The kept entry `id` (none: nothing kept), kept current: every change to the outbox, here, in another tab
 * or by the service worker, is read again at once, so the page never shows what has stopped being true.
 */
export function useKeptEntry(id: string | undefined): KeptState {
  const user = useSession()?.email;
  const read = useMemo(
    () =>
      id === undefined
        ? undefined
        : () =>
            outbox
              .track(id, user)
              .then(({ entry, receipt }): KeptState =>
                receipt
                  ? { status: 'sent', answer: receipt.answer }
                  : entry
                    ? { status: entry.state, entry }
                    : { status: 'gone' },
              ),
    [id, user],
  );
  const seen = useOutboxReading(read);
  return read && seen?.read === read ? seen.value : { status: 'reading' };
}
