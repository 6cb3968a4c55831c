import { afterEach, beforeEach, vi } from 'vitest';
import { createShop, firebase, firebaseUser } from './fake-shop';
import { MemoryStorage } from './memory-storage';

export type FakeShop = ReturnType<typeof createShop>;

/**
 * For a describe of the session on one device against the fake shop (its file mocks `lib/auth/firebase` with
 * `firebase`): before each test the device's storage, window and connection, its clock at noon on 1 March 2026,
 * a fresh shop answering its fetches and Firebase's user signed in; the globals and timers are put back after.
 */
export function useSessionDevice(ready: (shop: FakeShop) => void) {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T12:00:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('navigator', { onLine: true });
    const shop = createShop();
    vi.stubGlobal('fetch', shop.fetch);
    firebase.auth.currentUser = firebaseUser;
    firebase.signOut.mockClear();
    ready(shop);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** The session's modules loaded afresh, the API client renewing the session as the app wires it. */
export async function loadSession() {
  vi.resetModules();
  const session = await import('../lib/auth/session');
  const serverSession = await import('../lib/auth/server-session');
  const apiClient = await import('../lib/api-client');
  apiClient.handleSession({ rejected: vi.fn(), renew: serverSession.refreshSession });
  return { ...session, ...serverSession, ...apiClient };
}
