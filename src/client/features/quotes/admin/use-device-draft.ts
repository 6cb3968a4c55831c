import { useEffect, useState } from 'react';
import { type QuoteDraft, quoteDrafts } from './quote-drafts';

/**
 * `owner`'s draft of this request on the device, kept current (changed here, in another tab, or by a save
 * that reached the shop): `undefined` until it has been read, `null` when there is none.
 */
export function useDeviceDraft(owner: string, requestId: string): QuoteDraft | null | undefined {
  const [seen, setSeen] = useState<{ of: string; draft: QuoteDraft | null }>();
  const of = `${owner} ${requestId}`;
  useEffect(() => {
    let stopped = false;
    const load = () =>
      void quoteDrafts.get(owner, requestId).then(
        (draft) => !stopped && setSeen({ of, draft: draft ?? null }),
        () => !stopped && setSeen({ of, draft: null }),
      );
    load();
    const unsubscribe = quoteDrafts.subscribe(load);
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [owner, requestId, of]);
  return seen?.of === of ? seen.draft : undefined;
}
