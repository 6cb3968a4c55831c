import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ConnectionButton } from '@/client/components/ui/connection-button';
import { signOutEverywhere } from '@/client/lib/auth/server-session';
import { confirmedAction } from '@/client/lib/confirmed-action';
import { useOnlineStatus } from '@/client/lib/use-online-status';

/**
 * Signing out on every device at once (a lost phone, a shared tablet left signed in), after a confirmation.
 * The nav's Sign out ends only this device's session; this ends them all, and each device signs in again. Its
 * button's name never contains "Sign out", so that the nav's button keeps a name of its own.
 */
export function SignOutEverywhere() {
  const online = useOnlineStatus();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function handleClick() {
    setBusy(true);
    await confirmedAction(
      'Sign out on every device? Each phone, tablet and computer where you are signed in will ask you to log in again.',
      () => signOutEverywhere(async () => void (await router.navigate({ to: '/' }))),
      'You are signed out on every device',
    );
    setBusy(false);
  }

  return (
    <section aria-labelledby="devices-title" className="card mt-6 max-w-2xl p-6 sm:p-8">
      <h2 id="devices-title" className="font-display text-xl font-bold text-ink">
        Your devices
      </h2>
      <p className="mt-2 text-ink">
        Sign out ends your session on this device only. If you are still signed in somewhere you cannot reach (a lost
        phone, the shop's tablet), sign out everywhere at once.
      </p>
      <ConnectionButton
        className="btn-outline mt-4 w-full border-accent text-accent sm:w-auto"
        busy={busy}
        onClick={handleClick}
      >
        {busy ? 'Signing out…' : 'Sign me out everywhere'}
      </ConnectionButton>
      {!online && <p className="mt-2 text-sm text-ink-muted">Signing out everywhere needs a connection.</p>}
    </section>
  );
}
