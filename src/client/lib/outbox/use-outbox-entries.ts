import { useCallback } from 'react';
import { useSession } from '../auth/session';
import { outbox } from './app-outbox';
import type { OutboxEntry } from './entry';
import { useOutboxReading } from './use-outbox-reading';

type Seen = { user: string | undefined; entries: OutboxEntry[]; othersWaiting: number };

const noEntries: OutboxEntry[] = [];

/**
 * The outbox entries the person signed in now may see (only their own), kept current, and whose they are:
 * the two change together, so a change of user never looks like entries sent. `othersWaiting` counts what
 * someone else wrote here (before this sign-in) that still waits, without showing any of it.
 */
export function useOutboxEntries(): Seen {
  const user = useSession()?.email;
  const read = useCallback(
    () =>
      Promise.all([outbox.listFor(user), outbox.othersWaiting(user)]).then(([entries, othersWaiting]): Seen => ({
        user,
        entries,
        othersWaiting,
      })),
    [user],
  );
  return useOutboxReading(read)?.value ?? { user, entries: noEntries, othersWaiting: 0 };
}
