import { useEffect, useState } from 'react';
import { useSession } from '../auth/session';
import type { OutboxEntry } from './entry';

// The outbox's code loads after the first paint: pages that show what waits load it when they render.
export const loadOutbox = async () => (await import('./app-outbox')).outbox;

/**
 * The outbox entries the person signed in now may see (never another user's), kept current, and whose
 * they are: the two change together, so a change of user never looks like entries sent.
 */
export function useOutboxEntries(): { user: string | undefined; entries: OutboxEntry[] } {
  const user = useSession()?.email;
  const [seen, setSeen] = useState<{ user: string | undefined; entries: OutboxEntry[] }>({ user, entries: [] });
  useEffect(() => {
    let unsubscribe = () => {};
    let stopped = false;
    void loadOutbox().then((outbox) => {
      if (stopped) return;
      const load = () => void outbox.listFor(user).then((entries) => !stopped && setSeen({ user, entries }));
      load();
      unsubscribe = outbox.subscribe(load);
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [user]);
  return seen;
}
