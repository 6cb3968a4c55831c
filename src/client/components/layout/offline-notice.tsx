import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
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
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    // Ages grow with time, and the page's queries change with what it shows.
    const ticking = setInterval(rerender, minuteMs);
    // Batched, as TanStack's own hooks do: a query may change while another component renders.
    const unsubscribe = queryCache.subscribe(notifyManager.batchCalls(() => rerender()));
    return () => {
      clearInterval(ticking);
      unsubscribe();
    };
  }, [queryCache]);
  const shown = pageData(queryCache.getAll());
  const words = online ? staleWords(shown) : offlineWords(shown);
  if (!words) return null;
  return (
    <p role="status" className="bg-ink px-4 py-2 text-center text-sm font-semibold text-white">
      {words}
    </p>
  );
}
