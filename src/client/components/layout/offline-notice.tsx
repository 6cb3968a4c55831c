import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { offlineWords, pageData, staleWords } from '@/client/lib/page-data-age';
import { useOnlineStatus } from '@/client/lib/use-online-status';

const minuteMs = 60_000;

/**
 * Offline, how old the data on this page is (and, in its last day, when it will be removed); online, that
 * a refresh failed and what is shown is older.
 */
export function OfflineNotice() {
  const online = useOnlineStatus();
  const queryCache = useQueryClient().getQueryCache();
  const subscribe = useCallback(
    (changed: () => void) => {
      // Ages grow with time, and the page's queries change with what it shows.
      const ticking = setInterval(changed, minuteMs);
      // Batched, as TanStack's own hooks do: a query may change while another component renders.
      const unsubscribe = queryCache.subscribe(notifyManager.batchCalls(changed));
      return () => {
        clearInterval(ticking);
        unsubscribe();
      };
    },
    [queryCache],
  );
  // The words, not the cache, decide a render. The cache changes at every fetch and observer, also while a
  // page renders the data it waited for; an update at each change would interrupt that render, and on a
  // slow phone it started again and again, the page left on its placeholder for seconds.
  const wordsNow = () => {
    const shown = pageData(queryCache.getAll());
    return online ? staleWords(shown) : offlineWords(shown);
  };
  const words = useSyncExternalStore(subscribe, wordsNow, wordsNow);
  if (!words) return null;
  return (
    <p role="status" className="bg-ink px-4 py-2 text-center text-sm font-semibold text-white">
      {words}
    </p>
  );
}
