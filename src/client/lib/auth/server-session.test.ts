import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { firebase, firebaseUser, hour } from '../../test/fake-shop';
import { type FakeShop, loadSession, useSessionDevice } from '../../test/session-device';

vi.mock('./firebase', () => ({ loadFirebaseAuth: async () => firebase }));

let shop: FakeShop;

const renewals = () => shop.calls.filter((call) => call.method === 'PUT').length;

function firebaseRemembers() {
  return new Promise<number>((resolve) => {
    const request = indexedDB.open('firebaseLocalStorageDb', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
    request.onsuccess = () => {
      const count = request.result.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').count();
      count.onsuccess = () => {
        request.result.close();
        resolve(count.result);
      };
    };
  });
}

describe('the session on a shared device with a clock of its own', () => {
  useSessionDevice((opened) => (shop = opened));

  it('renews once before the hour is up, not in a loop, on a device five hours fast', async () => {
    shop.setDeviceClockOff(5 * hour);
    const { startServerSession, ensureSession, sessionStore } = await loadSession();
    await startServerSession(firebaseUser as never);
    expect(renewals()).toBe(1);
    expect(await ensureSession()).toBe(true);
    expect(sessionStore.active()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(50 * 60 * 1000);
    expect(renewals()).toBe(1);
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(renewals()).toBe(2);
  });

  it('renews a token the shop holds expired before using it, on a device five hours slow', async () => {
    shop.setDeviceClockOff(-5 * hour);
    const { startServerSession, authorizedRequest, sessionStore } = await loadSession();
    await startServerSession(firebaseUser as never);
    const first = sessionStore.get()!.token;
    shop.refuse.add(first);
    await vi.advanceTimersByTimeAsync(0);
    vi.setSystemTime(Date.now() + hour + 60_000);
    // By the device's clock the token has four hours left; by the shop's it ran out a minute ago.
    expect(await authorizedRequest('/api/orders/robin%40example.com')).toEqual({ ok: true });
    expect(shop.calls.filter((call) => call.path.startsWith('/api/orders')).map((call) => call.token)).not.toContain(
      first,
    );
    expect(sessionStore.get()).not.toBeNull();
  });

  it('renews once and tries again after a 401, instead of signing the user out', async () => {
    const { startServerSession, authorizedRequest, sessionStore } = await loadSession();
    await startServerSession(firebaseUser as never);
    shop.refuse.add(sessionStore.get()!.token);
    expect(await authorizedRequest('/api/orders/robin%40example.com')).toEqual({ ok: true });
    expect(renewals()).toBe(2);
    expect(sessionStore.get()).not.toBeNull();
  });

  it('renews once for all the calls that a refused token failed at the same time', async () => {
    const { startServerSession, authorizedRequest, sessionStore } = await loadSession();
    await startServerSession(firebaseUser as never);
    shop.refuse.add(sessionStore.get()!.token);
    const answers = await Promise.all(['a', 'b', 'c'].map((page) => authorizedRequest(`/api/orders/${page}`)));
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(renewals()).toBe(2);
  });

  it('keeps a session end the shop did not answer, and sends it when a check finds the shop again', async () => {
    const { startServerSession, keepSessionFresh, signOut, sessionStore } = await loadSession();
    const { connection } = await import('../connection');
    await startServerSession(firebaseUser as never);
    const token = sessionStore.get()!.token;
    keepSessionFresh();
    // The browser still says online, but nothing reaches the shop.
    shop.state.reachable = false;
    await signOut();
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.online()).toBe(false);
    shop.state.reachable = true;
    await vi.advanceTimersByTimeAsync(2000);
    expect(connection.online()).toBe(true);
    expect(shop.calls.filter((call) => call.method === 'DELETE').map((call) => call.token)).toEqual([token]);
  });

  it('signs out for good offline: Firebase forgets the user on the device and nobody is restored until a sign-in by hand', async () => {
    const { startServerSession, ensureSession, keepSessionFresh, signOut, sessionStore } = await loadSession();
    await startServerSession(firebaseUser as never);
    const token = sessionStore.get()!.token;
    await new Promise<void>((resolve) => {
      const request = indexedDB.open('firebaseLocalStorageDb', 1);
      request.onupgradeneeded = () =>
        request.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
      request.onsuccess = () => {
        const tx = request.result.transaction('firebaseLocalStorage', 'readwrite');
        tx.objectStore('firebaseLocalStorage').put({ fbase_key: 'firebase:authUser:key:[DEFAULT]', value: {} });
        tx.oncomplete = () => {
          request.result.close();
          resolve();
        };
      };
    });
    localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{}');

    vi.stubGlobal('navigator', { onLine: false });
    await signOut();
    expect(sessionStore.get()).toBeNull();
    expect(await firebaseRemembers()).toBe(0);
    expect(localStorage.getItem('firebase:authUser:key:[DEFAULT]')).toBeNull();
    expect(shop.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    // Back online, the next person opens a signed-in page: Firebase (in this page) still has the user.
    vi.stubGlobal('navigator', { onLine: true });
    expect(await ensureSession()).toBe(false);
    expect(sessionStore.get()).toBeNull();
    keepSessionFresh();
    await vi.advanceTimersByTimeAsync(0);
    keepSessionFresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(shop.calls.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/api/session', token },
    ]);

    await startServerSession(firebaseUser as never);
    expect(await ensureSession()).toBe(true);
  });
});
