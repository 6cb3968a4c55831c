import { startServerSession } from '@/client/lib/auth/server-session';
import { getClientConfig } from '@/client/lib/client-config';
import { loadFirebaseAuth } from '@/client/lib/auth/firebase';

export type SocialProvider = 'google' | 'facebook' | 'github';

export async function signInWithEmail(email: string, password: string) {
  const { auth, signInWithEmailAndPassword } = await loadFirebaseAuth();
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  await startServerSession(user);
}

export async function signUpWithEmail(name: string, email: string, password: string) {
  const { auth, createUserWithEmailAndPassword, updateProfile } = await loadFirebaseAuth();
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  await updateProfile(user, { displayName: name });
  await startServerSession(user, name);
}

export const providerIds: Record<SocialProvider, string> = {
  google: 'google.com',
  facebook: 'facebook.com',
  github: 'github.com',
};

export async function signInWithProvider(provider: SocialProvider) {
  const firebase = await loadFirebaseAuth();
  const authProvider =
    provider === 'google'
      ? new firebase.GoogleAuthProvider()
      : provider === 'facebook'
        ? new firebase.FacebookAuthProvider()
        : new firebase.GithubAuthProvider();
  const { user } = await firebase.signInWithPopup(firebase.auth, authProvider);
  await startServerSession(user);
}

/**
 * Federated sign-in against the Auth Emulator. The emulator's own popup page needs Google's gapi script,
 * which an offline machine cannot load, so the account is chosen in our page and handed to the emulator
 * as an unsigned test credential, which it accepts in place of the provider's.
 */
export async function signInWithEmulatedProvider(provider: SocialProvider, account: { email: string; name: string }) {
  const firebase = await loadFirebaseAuth();
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const idToken = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: account.email, email: account.email, email_verified: true, name: account.name })}.`;
  const credential = new firebase.OAuthProvider(providerIds[provider]).credential({ idToken });
  const { user } = await firebase.signInWithCredential(firebase.auth, credential);
  await startServerSession(user, account.name);
}

/** Whether sign-in runs against the Auth Emulator (the embedded default). */
export async function usesAuthEmulator(): Promise<boolean> {
  return Boolean((await getClientConfig()).firebase.emulatorUrl);
}

export async function sendPasswordReset(email: string) {
  const { auth, sendPasswordResetEmail } = await loadFirebaseAuth();
  await sendPasswordResetEmail(auth, email);
}
