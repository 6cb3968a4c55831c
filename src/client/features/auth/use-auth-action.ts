import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { getErrorMessage } from '@/client/lib/api-client';
import { authErrorMessage } from './auth-errors';
import { sessionStore } from '@/client/lib/auth/session';
import { landingOf, safeRedirect } from './safe-redirect';

/**
 * Runs a sign-in, then goes where the user came from (a painter with nowhere to go lands on Today); a failure
 * becomes a message above the form.
 */
export function useAuthAction(redirect: string | undefined) {
  const router = useRouter();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setFailure(undefined);
    try {
      await action();
      await router.navigate({ to: safeRedirect(redirect, landingOf(sessionStore.get()?.role)), replace: true });
    } catch (error) {
      setFailure(authErrorMessage(error) ?? getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return { run, busy, failure, setFailure };
}

export type AuthAction = ReturnType<typeof useAuthAction>;
