import { useEffect, useState } from 'react';
import { outbox } from './app-outbox';

type Reading<T> = { read: () => Promise<T>; value: T };

/**
 * What `read` finds in the outbox, kept current: read at once, then again on every change to the outbox (by
 * this page, another tab or the service worker), so a page never shows what has stopped being true. It gives
 * the last answer with the `read` that gave it (none before the first), so that a caller whose `read` changed
 * (another user, another entry) can tell an answer about what it asked before.
 */
export function useOutboxReading<T>(read: (() => Promise<T>) | undefined): Reading<T> | undefined {
  const [seen, setSeen] = useState<Reading<T>>();
  useEffect(() => {
    if (!read) return;
    let stopped = false;
    const load = () => void read().then((value) => !stopped && setSeen({ read, value }));
    load();
    const unsubscribe = outbox.subscribe(load);
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [read]);
  return seen;
}
