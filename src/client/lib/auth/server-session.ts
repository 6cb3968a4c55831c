import type { User as FirebaseUser } from 'firebase/auth';
import type { User } from '@/shared/answers/people';
import { ApiError, apiRequest, authorizedRequest } from '../api-client';
import { connection } from '../connection';
import { serverClock } from '../server-clock';
import { loadFirebaseAuth } from './firebase';
import { sessionStore, sessionsToEndKey, signedOutMarker } from './session';

/** What a sign-out leaves on the device: its code loads only when there is a sign-out to finish. */
const deviceSignOut = () => import('./device-sign-out');
const sessionsToEnd = () => typeof localStorage !== 'undefined' && localStorage.getItem(sessionsToEndKey) !== null;

/** Re-exchange this long before the server's token expires, so an active user is never cut off. */
const refreshMargin = 5 * 60 * 1000;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let signingOut: Promise<void> | undefined;

function scheduleRefresh() {
  clearTimeout(refreshTimer);
  const session = sessionStore.get();
  if (!session) return;
  const delay = Math.max(session.expiresAt - serverClock.now() - refreshMargin, 0);
  refreshTimer = setTimeout(() => void refreshSession(), delay);
}

const timeLeft = (session: { expiresAt: number }) => session.expiresAt - serverClock.now();

/**
 * Trades the Firebase user's ID token for the server's session token (`accessToken`), then caches
 * who the user is for the nav and the dashboard menu. A sign-in by hand (`byHand`) lifts a sign-out's
 * ban on restoring sessions and starts a session of its own on the server; a renewal never lifts the ban,
 * and continues this device's session (the shop's sessions are per device: its last token names it).
 */
export async function startServerSession(user: FirebaseUser, name?: string, { byHand = true } = {}): Promise<void> {
  const email = user.email;
  if (!email) throw new Error('This account has no email address, which the shop needs for orders.');
  const idToken = await user.getIdToken();
  const continuing = byHand ? undefined : sessionStore.get()?.token;
  const { token } = await apiRequest<{ token: string }>(`/api/users/${encodeURIComponent(email)}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${idToken}` },
    body: { email, name: name ?? user.displayName ?? '', ...(continuing && { session: continuing }) },
  });
  const profile = await apiRequest<User>(`/api/users/${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (byHand) signedOutMarker.clear();
  else if (signedOutMarker.isSet()) return; // signed out while this renewal was under way
  sessionStore.set(token, {
    email: profile.email,
    name: profile.name || user.displayName || email,
    ...(profile.role ? { role: profile.role } : {}),
  });
  scheduleRefresh();
}

let renewing: Promise<boolean> | undefined;

/**
 * Renews the server session from Firebase's own, which lasts; true when a fresh token is at hand.
 * Offline, or with network trouble, things stay as they are: a session is never ended here. Callers at
 * the same time (a page's queries all answered 401, the outbox, the timer) share one renewal.
 */
export function refreshSession(): Promise<boolean> {
  renewing ??= renew().finally(() => (renewing = undefined));
  return renewing;
}

async function renew(): Promise<boolean> {
  if (signingOut) {
    // A refused session must not be renewed from the Firebase session that is being ended.
    await signingOut;
    return false;
  }
  if (!connection.online()) return sessionStore.active() !== null;
  // After a sign-out, whoever Firebase may still remember on this device is never signed in again by itself.
  if (signedOutMarker.isSet()) return false;
  try {
    const { auth } = await loadFirebaseAuth();
    const stored = sessionStore.get();
    // Only the person signed in here is renewed, never someone else Firebase still remembers.
    if (!auth.currentUser || (stored && auth.currentUser.email?.toLowerCase() !== stored.email.toLowerCase()))
      return sessionStore.active() !== null;
    await startServerSession(auth.currentUser, undefined, { byHand: false });
    return sessionStore.active() !== null;
  } catch (error) {
    // The user signed out on every device since this one signed in: it is signed out too, for good.
    if (error instanceof ApiError && error.code === signedOutEverywhere) {
      await signOut();
      return false;
    }
    return sessionStore.active() !== null;
  }
}

/** The shop's refusal of a renewal from a Firebase sign-in older than the user's "sign out everywhere". */
const signedOutEverywhere = 'signed_out';

/**
 * Before a protected page: whether someone is signed in on this device. A session whose token has run
 * out is kept, so its saved pages stay open while offline; it is renewed now when online, or as soon as
 * the connection returns. Only the server's 401 or 403 ends it.
 */
export async function ensureSession(): Promise<boolean> {
  const stored = sessionStore.get();
  if (!stored) return refreshSession();
  if (timeLeft(stored) > refreshMargin) {
    scheduleRefresh();
    return true;
  }
  if (connection.online()) await refreshSession();
  return sessionStore.get() !== null;
}

/** Keeps a returning user's session fresh: now, and whenever the connection comes back. */
export function keepSessionFresh() {
  connection.onReconnect(() => {
    const stored = sessionStore.get();
    if (stored && timeLeft(stored) <= refreshMargin) void refreshSession();
    if (sessionsToEnd()) void endSessionsOnServer();
  });
  if (sessionStore.get()) void ensureSession();
  if (connection.online() && sessionsToEnd()) void endSessionsOnServer();
}

/** Ends on the server the sessions signed out of on this device while the shop could not be told. */
async function endSessionsOnServer(): Promise<void> {
  const { endPendingSessions } = await deviceSignOut();
  return endPendingSessions((token) =>
    fetch('/api/session', { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } }).catch(
      (error: unknown) => {
        // No answer: the shop is out of reach, and its return (noticed by the checks) sends this again.
        connection.reportUnreachable();
        throw error;
      },
    ),
  );
}

/**
 * Signs out on this device at once, online or not: the session and Firebase's remembered user are gone
 * before this returns, and nothing is restored from Firebase until someone signs in by hand. The server
 * ends the session now, or when the connection returns.
 */
export function signOut(): Promise<void> {
  clearTimeout(refreshTimer);
  const token = sessionStore.get()?.token;
  signedOutMarker.set();
  sessionStore.clear();
  signingOut ??= (async () => {
    try {
      // Where even this code cannot be had (offline, on a page the worker does not serve yet), the marker
      // above still keeps anyone from being restored, and the token lapses within the hour.
      const { forgetFirebaseUser, rememberSessionToEnd } = await deviceSignOut();
      if (token) rememberSessionToEnd(token);
      await forgetFirebaseUser();
      if (connection.online()) {
        void endSessionsOnServer();
        const { auth, signOut: firebaseSignOut } = await loadFirebaseAuth();
        await firebaseSignOut(auth);
      }
    } catch {
      // Firebase could not be loaded: its remembered user is erased already, and the ban above holds.
    } finally {
      signingOut = undefined;
    }
  })();
  return signingOut;
}

/**
 * Signs the user out on every device: the shop ends all their sessions and refuses to renew any from the
 * Firebase sign-ins those devices keep; then `leaveSignedInPages` (so that none asks to sign in again), and
 * this device signs out as `signOut` does. Needs the shop: without its answer this throws, nothing changed.
 */
export async function signOutEverywhere(leaveSignedInPages: () => Promise<void> = async () => {}): Promise<void> {
  await authorizedRequest('/api/sessions', { method: 'DELETE' });
  await leaveSignedInPages();
  await signOut();
}
