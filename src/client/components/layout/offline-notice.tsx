import { useQueryClient } from '@tanstack/react-query';
import { useOnlineStatus } from '@/client/lib/use-online-status';

function ageInWords(milliseconds: number): string {
  const minutes = Math.round(milliseconds / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} days ago`;
}

export function OfflineNotice() {
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  if (online) return null;
  const newest = Math.max(0, ...queryClient.getQueryCache().getAll().map((query) => query.state.dataUpdatedAt));
  return (
    <p role="status" className="bg-ink px-4 py-2 text-center text-sm font-semibold text-white">
      You are offline — showing saved data{newest > 0 ? ` from ${ageInWords(Date.now() - newest)}` : ''}.
    </p>
  );
}
