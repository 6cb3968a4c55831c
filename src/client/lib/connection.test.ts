import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { connection as Connection } from './connection';
import { savedResponseHeader } from './saved-response';

/** A fresh module per test, on a browser that says it is online and a shop that answers as told. */
async function loadConnection(answer: () => Promise<Response>): Promise<typeof Connection> {
  vi.resetModules();
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('fetch', vi.fn(answer));
  return (await import('./connection')).connection;
}

describe('connection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is offline after a request got no answer, though the browser says online, until a check gets through', async () => {
    let shopUp = false;
    const connection = await loadConnection(async () => {
      if (!shopUp) throw new TypeError('Failed to fetch');
      return new Response('{}');
    });
    const changes = vi.fn();
    connection.subscribe(changes);
    expect(connection.online()).toBe(true);

    connection.reportUnreachable();
    expect(connection.online()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledWith('/api/health/live', { cache: 'no-store' });
    expect(connection.online()).toBe(false);

    shopUp = true;
    // Checks back off (2 s, then 4 s) rather than hammering a dead line.
    await vi.advanceTimersByTimeAsync(3999);
    expect(connection.online()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(connection.online()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('treats an answer from the service worker’s saved copy as no answer, and a real one as the shop back', async () => {
    const connection = await loadConnection(async () => new Response('{}'));
    const reconnected = vi.fn();
    connection.onReconnect(reconnected);

    connection.observe(new Response('[]', { headers: { [savedResponseHeader]: 'true' } }));
    expect(connection.online()).toBe(false);
    connection.observe(new Response('[]'));
    expect(connection.online()).toBe(true);
    connection.observe(new Response('[]'));
    expect(reconnected).toHaveBeenCalledTimes(1);
  });

  it('follows the browser when it says the network is gone, and checks at once when it says it is back', async () => {
    const connection = await loadConnection(async () => new Response('{}'));
    const reconnected = vi.fn();
    connection.onReconnect(reconnected);
    const browser = navigator as { onLine: boolean };

    browser.onLine = false;
    window.dispatchEvent(new Event('offline'));
    expect(connection.online()).toBe(false);
    connection.reportUnreachable();

    browser.onLine = true;
    window.dispatchEvent(new Event('online'));
    expect(connection.online()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.online()).toBe(true);
    expect(reconnected).toHaveBeenCalledTimes(1);
  });
});
