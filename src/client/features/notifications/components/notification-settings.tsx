import { ConnectionButton } from '@/client/components/ui/connection-button';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useDeviceNotifications } from '../use-device-notifications';
import { NotificationDevices } from './notification-devices';
import { NotificationKinds } from './notification-kinds';

const words = {
  checking: 'Checking this device…',
  unsupported:
    'This browser cannot show Brushwork’s notifications. On an iPhone or iPad, add Brushwork to your home screen first and turn them on from there.',
  blocked: 'Notifications are blocked for Brushwork in this browser’s settings. Allow them there, then come back here.',
  off: 'Get a notification on this device when something happens: an order shipped, a quote ready, a visit coming.',
  on: 'Notifications are on for this device.',
} as const;

/**
 * My profile's notifications: on or off for this device (the browser asks permission only after "Turn on
 * notifications" is pressed), and what to be told of on every device.
 */
export function NotificationSettings({ email, isAdmin }: { email: string; isAdmin: boolean }) {
  const online = useOnlineStatus();
  const { state, endpoint, busy, turnOn, turnOff, removedHere } = useDeviceNotifications(email);
  return (
    <section aria-labelledby="notifications-title" className="card mt-6 max-w-2xl p-6 sm:p-8">
      <h2 id="notifications-title" className="font-display text-xl font-bold text-ink">
        Notifications
      </h2>
      <p className="mt-2 text-ink" role="status">
        {words[state]}
      </p>
      {state === 'off' && (
        <ConnectionButton className="btn-primary mt-4 w-full sm:w-auto" busy={busy} onClick={turnOn}>
          {busy ? 'Turning on…' : 'Turn on notifications'}
        </ConnectionButton>
      )}
      {state === 'on' && (
        <button
          type="button"
          className="btn-outline mt-4 w-full sm:w-auto"
          disabled={busy}
          onClick={() => void turnOff()}
        >
          {busy ? 'Turning off…' : 'Turn off'}
        </button>
      )}
      {state === 'off' && !online && (
        <p className="mt-2 text-sm text-ink-muted">Turning notifications on needs a connection.</p>
      )}
      <NotificationKinds email={email} isAdmin={isAdmin} online={online} />
      <NotificationDevices
        email={email}
        online={online}
        thisDevice={endpoint}
        onRemovedThisDevice={() => void removedHere()}
      />
    </section>
  );
}
