import { useQuery } from '@tanstack/react-query';
import { adminPushKinds, customerPushKinds, type PushKind } from '@/shared/schemas/push';
import { getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { pushPreferencesQueryOptions, useSetPushPreference } from '../api/push-preferences';

const labels: Record<PushKind, string> = {
  orders: 'My orders: paid, shipped, refunded',
  quotes: 'Quotes and invoices',
  visits: 'Visits and jobs',
  newOrders: 'New paid orders',
  newQuoteRequests: 'New quote requests',
  newVisits: 'New visits booked',
};

/** What to be told of, kind by kind, on every device where notifications are on; an admin has three more. */
export function NotificationKinds({ email, isAdmin, online }: { email: string; isAdmin: boolean; online: boolean }) {
  const { data: preferences } = useQuery(pushPreferencesQueryOptions(email));
  const change = useSetPushPreference(email);
  const kinds: PushKind[] = isAdmin ? [...customerPushKinds, ...adminPushKinds] : [...customerPushKinds];
  return (
    <fieldset className="mt-5 space-y-2" disabled={!online || !preferences || change.isPending}>
      <legend className="field-label">Tell me about</legend>
      {kinds.map((kind) => (
        <label key={kind} className="flex min-h-11 items-center gap-3 text-ink">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand"
            checked={preferences?.[kind] ?? true}
            onChange={(event) =>
              change.mutate(
                { kind, on: event.target.checked },
                { onError: (error) => toast.error(getErrorMessage(error)) },
              )
            }
          />
          {labels[kind]}
        </label>
      ))}
      {!online && <p className="text-sm text-ink-muted">Changing what you are told of needs a connection.</p>}
    </fieldset>
  );
}
