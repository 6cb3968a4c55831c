import { replayWindowMs } from '@/shared/idempotency';
import type { TryResult } from './after-try';
import { belongsTo, claimLeaseMs, goesWithSession, type OutboxEntry } from './entry';
import type { AttemptResult, OutboxDeps } from './outbox-deps';
import type { createOutboxStore } from './outbox-store';

type Sender = {
  deps: OutboxDeps;
  store: ReturnType<typeof createOutboxStore>;
  claimant: string;
  now: () => number;
  /** Keeps what one try made of an entry, unless another sender delivered it meanwhile. */
  settle: (entry: OutboxEntry, result: TryResult) => Promise<AttemptResult>;
  /** Where an entry this sender could not (or can no longer) claim stands: another sender's, or delivered. */
  heldElsewhere: (id: string) => Promise<AttemptResult>;
  /** A renewed session for the signed-in user, within the send's own limit. */
  renewedToken: () => Promise<string | undefined>;
};

/**
 * One try at one entry, under this sender's claim: its files first (each once), then the entry, with its
 * author's session when its kind says so, renewed once after a 401.
 */
export async function claimedTry(seen: OutboxEntry, sender: Sender): Promise<AttemptResult> {
  const { deps, store, claimant, now, settle, heldElsewhere, renewedToken } = sender;
  const entry = await store.claim(seen.id, claimant, now(), now() + claimLeaseMs);
  if (!entry) return heldElsewhere(seen.id);
  // Past the replay window the shop may have forgotten its key: sent again only by the person's choice.
  if (now() - entry.createdAt > replayWindowMs)
    return settle(entry, { refused: 'Kept too long to send safely without asking: send it again or discard it.' });
  let token: string | undefined;
  const withSession = goesWithSession(entry);
  if (withSession) {
    token = deps.getToken() ?? (await renewedToken());
    if (!token) return settle(entry, { noSession: true });
  }
  // A session renewed mid-send is whoever is signed in by then: it goes only while that is still the author.
  const authorsToken = () =>
    renewedToken().then((renewed) => (belongsTo(entry, deps.currentUser()) ? renewed : undefined));
  const keep = async (kept: OutboxEntry) =>
    (await store.update({ ...kept, claim: { by: claimant, until: now() + claimLeaseMs } }, claimant)) === 'written';
  const uploaded = await deps
    .uploadAttachments(entry, token, { keep, renewToken: authorsToken })
    // A chunk that failed to load or a storage error is one entry's trouble, never the whole round's.
    .catch(() => ({ stopped: entry, result: { noAnswer: true } as const }));
  if ('lost' in uploaded) return heldElsewhere(entry.id);
  if ('stopped' in uploaded) return settle(uploaded.stopped, uploaded.result);
  const { ready, kept } = uploaded;
  token = uploaded.token;
  try {
    let outcome = await deps.send(ready, token);
    if (outcome.status === 401 && withSession) {
      token = await authorsToken();
      if (!token) return settle(kept, { noSession: true });
      // A second send needs a lease of its own: the first one's may be nearly spent.
      if (!(await store.claim(entry.id, claimant, now(), now() + claimLeaseMs))) return settle(kept, outcome);
      outcome = await deps.send(ready, token);
    }
    return settle(kept, outcome);
  } catch {
    return settle(kept, { noAnswer: true });
  }
}
