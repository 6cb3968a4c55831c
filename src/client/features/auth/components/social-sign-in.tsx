import { useEffect, useState } from 'react';
import { loadFirebaseAuth } from '@/client/lib/auth/firebase';
import { authErrorMessage } from '../auth-errors';
import {
  signInWithEmulatedProvider,
  signInWithProvider,
  type SocialProvider,
  usesAuthEmulator,
} from '../sign-in-actions';
import type { AuthAction } from '../use-auth-action';
import { EmulatorAccountDialog } from './emulator-account-dialog';
import { SocialButtons } from './social-buttons';

export function SocialSignIn({ action }: { action: AuthAction }) {
  const [choosing, setChoosing] = useState<SocialProvider>();

  useEffect(() => {
    // Loaded ahead, so that a provider's popup opens straight from the click and is not blocked.
    void loadFirebaseAuth().catch(() => {});
  }, []);

  async function choose(provider: SocialProvider) {
    // Asked at the click, not read from state, so a quick click never takes the wrong path.
    if (await usesAuthEmulator().catch(() => false)) setChoosing(provider);
    else await action.run(() => signInWithProvider(provider));
  }

  return (
    <>
      <SocialButtons disabled={action.busy} onSelect={(provider) => void choose(provider)} />
      {choosing && (
        <EmulatorAccountDialog
          provider={choosing}
          onCancel={() => {
            setChoosing(undefined);
            action.setFailure(authErrorMessage({ code: 'auth/popup-closed-by-user' }));
          }}
          onSubmit={(account) => {
            setChoosing(undefined);
            void action.run(() => signInWithEmulatedProvider(choosing, account));
          }}
        />
      )}
    </>
  );
}
