import { ageInWords } from '@/client/lib/age-in-words';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { Notice } from './notice';

/** The reason changes are disabled offline, over saved data: what is shown, and how old it is. */
export function OfflineChangesNotice({
  what,
  savedAt,
  className,
}: {
  what: string;
  savedAt?: number;
  className?: string;
}) {
  const online = useOnlineStatus();
  if (online) return null;
  const age = savedAt ? ` saved ${ageInWords(Date.now() - savedAt)}` : '';
  return (
    <Notice kind="status" className={className}>
      You are offline — showing {what}
      {age}. Changes need a connection.
    </Notice>
  );
}
