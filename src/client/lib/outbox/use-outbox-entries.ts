import { useEffect, useState } from 'react';
import { useSession } from '../auth/session';
import { outbox } from './app-outbox';
import type { OutboxEntry } from './entry';

type Seen = { user: string | undefined; entries: OutboxEntry[]; othersWaiting: number };

/**
 * The outbox entries the person signed in now may see (only their own), kept current, and whose they are:
 * the two change together, so a change of user never looks like entries sent. `othersWaiting` counts what
 * someone else wrote here (before this sign-in) that still waits, without showing any of it.
 */
export function useOutboxEntries(): Seen {
  const user = useSession()?.email;
  const [seen, setSeen] = useState<Seen>({ user, entries: [], othersWaiting: 0 });
  useEffect(() => {
    let stopped = false;
    const load = () =>
      void Promise.all([outbox.listFor(user), outbox.othersWaiting(user)]).then(
        ([entries, othersWaiting]) => !stopped && setSeen({ user, entries, othersWaiting }),
      );
    load();
    const unsubscribe = outbox.subscribe(load);
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [user]);
  return seen;
}
