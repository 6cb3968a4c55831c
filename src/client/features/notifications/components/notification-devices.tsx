import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@/client/lib/format-date-time';
import { getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { pushDevicesQueryOptions, useRemovePushDevice } from '../api/push-devices';

/**
 * The devices the person's notifications go to (at most ten, the newest first), each with when it was added and
 * last told something, and a button that stops them there: a lost phone, a tablet handed on.
 */
export function NotificationDevices({
  email,
  online,
  thisDevice,
  onRemovedThisDevice,
}: {
  email: string;
  online: boolean;
  thisDevice: string | undefined;
  onRemovedThisDevice: () => void;
}) {
  const { data: devices } = useQuery(pushDevicesQueryOptions(email));
  const remove = useRemovePushDevice(email);
  if (!devices || devices.length === 0) return null;
  return (
    <div className="mt-5">
      <h3 className="field-label">Devices that get notifications</h3>
      <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
        {devices.map((device) => (
          <li key={device.endpoint} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                {device.label}
                {device.endpoint === thisDevice && (
                  <>
                    {' '}
                    <span className="text-sm text-ink-muted">(this device)</span>
                  </>
                )}
              </p>
              <p className="text-sm text-ink-muted">
                Added {formatDateTime(device.createdAt)}
                {device.lastSentAt ? ` · last notified ${formatDateTime(device.lastSentAt)}` : ''}
              </p>
            </div>
            <button
              type="button"
              className="btn-outline min-h-11"
              disabled={!online || remove.isPending}
              aria-label={`Remove ${device.label}, added ${formatDateTime(device.createdAt)}`}
              onClick={() =>
                remove.mutate(device.endpoint, {
                  onSuccess: () => {
                    if (device.endpoint === thisDevice) onRemovedThisDevice();
                    toast.success('That device gets no more notifications');
                  },
                  onError: (error) => toast.error(getErrorMessage(error)),
                })
              }
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
