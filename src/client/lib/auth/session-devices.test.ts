import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { firebase, firebaseUser } from '../../test/fake-shop';
import { type FakeShop, loadSession, useSessionDevice } from '../../test/session-device';

vi.mock('./firebase', () => ({ loadFirebaseAuth: async () => firebase }));

let shop: FakeShop;

const exchanges = () => shop.calls.filter((call) => call.method === 'PUT');

describe('the server session of this device', () => {
  useSessionDevice((opened) => (shop = opened));

  it('is continued by a renewal, which names it by its last token; a sign-in by hand starts another', async () => {
    const { startServerSession, refreshSession, sessionStore } = await loadSession();
    await startServerSession(firebaseUser as never);
    const first = sessionStore.get()!.token;
    expect(exchanges()[0]!.body).not.toHaveProperty('session');
    expect(await refreshSession()).toBe(true);
    expect(exchanges()[1]!.body).toMatchObject({ session: first });
    await startServerSession(firebaseUser as never);
    expect(exchanges()[2]!.body).not.toHaveProperty('session');
  });

  it('ends for good when the shop refuses its renewal because the user signed out everywhere', async () => {
    const { startServerSession, authorizedRequest, sessionStore, signedOutMarker } = await loadSession();
    await startServerSession(firebaseUser as never);
    shop.refuse.add(sessionStore.get()!.token);
    shop.state.signedOutEverywhere = true;
    await expect(authorizedRequest('/api/orders/robin%40example.com')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toBeNull();
    // Nobody is restored from the Firebase sign-in this device keeps: it signed out, as by hand.
    expect(signedOutMarker.isSet()).toBe(true);
    expect(firebase.signOut).toHaveBeenCalled();
    expect(exchanges()).toHaveLength(2);
  });

  it('signs out everywhere through the shop, then here; without the shop it throws and stays signed in', async () => {
    const { startServerSession, signOutEverywhere, sessionStore, signedOutMarker } = await loadSession();
    await startServerSession(firebaseUser as never);
    const token = sessionStore.get()!.token;

    shop.state.reachable = false;
    await expect(signOutEverywhere()).rejects.toThrow();
    expect(sessionStore.get()?.token).toBe(token);
    expect(signedOutMarker.isSet()).toBe(false);

    shop.state.reachable = true;
    await signOutEverywhere();
    expect(shop.calls.filter((call) => call.path === '/api/sessions')).toEqual([
      { method: 'DELETE', path: '/api/sessions', token },
    ]);
    expect(sessionStore.get()).toBeNull();
    expect(signedOutMarker.isSet()).toBe(true);
  });
});
