import { useEffect, useState } from 'react';
import { useSession } from '../auth/session';
import { outbox } from './app-outbox';
import type { OutboxEntry } from './entry';

/**
 * The outbox entries the person signed in now may see (never another user's), kept current, and whose
 * they are: the two change together, so a change of user never looks like entries sent.
 */
export function useOutboxEntries(): { user: string | undefined; entries: OutboxEntry[] } {
  const user = useSession()?.email;
  const [seen, setSeen] = useState<{ user: string | undefined; entries: OutboxEntry[] }>({ user, entries: [] });
  useEffect(() => {
    let stopped = false;
    const load = () => void outbox.listFor(user).then((entries) => !stopped && setSeen({ user, entries }));
    load();
    const unsubscribe = outbox.subscribe(load);
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [user]);
  return seen;
}
