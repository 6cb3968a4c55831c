import { useQueryClient } from '@tanstack/react-query';
import { ageInWords } from '@/client/lib/age-in-words';
import { useOnlineStatus } from '@/client/lib/use-online-status';

export function OfflineNotice() {
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  if (online) return null;
  const newest = Math.max(
    0,
    ...queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.dataUpdatedAt),
  );
  return (
    <p role="status" className="bg-ink px-4 py-2 text-center text-sm font-semibold text-white">
      You are offline — showing saved data{newest > 0 ? ` from ${ageInWords(Date.now() - newest)}` : ''}.
    </p>
  );
}
