import { useEffect, useState } from 'react';
import { useSession } from '../auth/session';
import { outbox } from './app-outbox';
import type { OutboxEntry } from './entry';

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
  const [state, setState] = useState<{ id?: string; kept: KeptState }>({ kept: { status: 'reading' } });
  useEffect(() => {
    if (!id) return;
    let stopped = false;
    const load = () =>
      void outbox.track(id, user).then(({ entry, receipt }) => {
        if (stopped) return;
        const kept: KeptState = receipt
          ? { status: 'sent', answer: receipt.answer }
          : entry
            ? { status: entry.state, entry }
            : { status: 'gone' };
        setState({ id, kept });
      });
    load();
    const unsubscribe = outbox.subscribe(load);
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [id, user]);
  return state.id === id ? state.kept : { status: 'reading' };
}
