import { useSyncExternalStore } from 'react';
import { serverClock } from '../server-clock';

/** The server's session token lives under `accessToken`, as the spec names it. */
const tokenKey = 'accessToken';
/** Who is signed in, cached so the nav can render at once without loading Firebase. */
const profileKey = 'brushwork.session';
/** Set by a sign-out, cleared by a sign-in by hand: while set, no session is restored from Firebase. */
const signedOutKey = 'brushwork.signedOut';
/** Server sessions (their tokens) to end once the shop can be told (see device-sign-out.ts). */
export const sessionsToEndKey = 'brushwork.sessionsToEnd';

export const signedOutMarker = {
  set: () => localStorage.setItem(signedOutKey, '1'),
  clear: () => localStorage.removeItem(signedOutKey),
  isSet: () => typeof localStorage !== 'undefined' && localStorage.getItem(signedOutKey) === '1',
};

export type SessionProfile = { email: string; name: string; role?: 'admin' | 'painter' };
export type Session = SessionProfile & { token: string; expiresAt: number };

/** When a token of the shop's expires, on the shop's clock. */
export function tokenExpiry(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return (payload.exp ?? 0) * 1000;
  } catch {
    return 0;
  }
}

function read(): Session | null {
  const token = localStorage.getItem(tokenKey);
  const profile = localStorage.getItem(profileKey);
  if (!token || !profile) return null;
  try {
    return { ...(JSON.parse(profile) as SessionProfile), token, expiresAt: tokenExpiry(token) };
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let current = typeof localStorage === 'undefined' ? null : read();

function publish() {
  current = read();
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  // Another tab signed in or out.
  window.addEventListener('storage', (event) => {
    if (event.key === tokenKey || event.key === profileKey) publish();
  });
}

export const sessionStore = {
  get: () => current,
  /** A session whose token has not expired yet, by the shop's clock: a device's own may be hours off. */
  active: () => (current && current.expiresAt > serverClock.now() ? current : null),
  set(token: string, profile: SessionProfile) {
    localStorage.setItem(tokenKey, token);
    localStorage.setItem(profileKey, JSON.stringify(profile));
    publish();
  },
  updateProfile(profile: Partial<SessionProfile>) {
    if (!current) return;
    const { token: _token, expiresAt: _expiresAt, ...stored } = current;
    localStorage.setItem(profileKey, JSON.stringify({ ...stored, ...profile }));
    publish();
  },
  clear() {
    localStorage.removeItem(tokenKey);
    localStorage.removeItem(profileKey);
    publish();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null);
}
