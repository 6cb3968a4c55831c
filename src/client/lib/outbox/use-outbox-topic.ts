import { useCallback } from 'react';
import { useSession } from '../auth/session';
import { outbox } from './app-outbox';
import type { OutboxEntry, OutboxReceipt } from './entry';
import { useOutboxReading } from './use-outbox-reading';

/** What the signed-in person wrote about one thing: kept entries, and receipts of those delivered lately. */
export type AboutTopic = { entries: OutboxEntry[]; receipts: OutboxReceipt[] };

const nothing: AboutTopic = { entries: [], receipts: [] };

/**
 * The entries and lately delivered receipts the person signed in now wrote about `topic` (a job's id), kept
 * current: every change to the outbox, by this page, another tab or the service worker, is read again at once,
 * so a page shows each one as it stands (waiting, being sent, sent, refused with the shop's reason).
 */
export function useOutboxTopic(topic: string): AboutTopic {
  const user = useSession()?.email;
  const read = useCallback(() => outbox.about(topic, user), [topic, user]);
  const seen = useOutboxReading(read);
  return seen?.read === read ? seen.value : nothing;
}
