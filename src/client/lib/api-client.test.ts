import { afterEach, describe, expect, it, vi } from 'vitest';

/** A body that starts to arrive, then breaks off: the line dropped, or the page was left meanwhile. */
function cutOffBody(cause: unknown) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('[{"_id":"a1","productName":"Ro'));
      controller.error(cause);
    },
  });
}

/** Fresh modules on a browser that says it is online, and a shop that answers as told. */
async function loadClient(answer: (init?: RequestInit) => Promise<Response>) {
  vi.resetModules();
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: unknown, init?: RequestInit) => answer(init)),
  );
  const client = await import('./api-client');
  const { connection } = await import('./connection');
  return { ...client, connection };
}

/** An admin signed in on this device, with a session token good for another minute. */
async function signIn() {
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
  const claims = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 60 }));
  const { sessionStore } = await import('./auth/session');
  sessionStore.set(`header.${claims}.signature`, { email: 'admin@example.com', name: 'Admin', role: 'admin' });
}

describe('an answer from the shop', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('that breaks off after a success status fails the request, and never passes for an empty success', async () => {
    const { apiGet, NetworkError, connection } = await loadClient(
      async () => new Response(cutOffBody(new TypeError('network error')), { status: 200 }),
    );
    await expect(apiGet('/api/services')).rejects.toBeInstanceOf(NetworkError);
    expect(connection.online()).toBe(false);
  });

  it('that breaks off because the call was cancelled rejects with the cancellation', async () => {
    const controller = new AbortController();
    const cancelled = new DOMException('The operation was aborted.', 'AbortError');
    const { apiGet } = await loadClient(async () => {
      controller.abort(cancelled);
      return new Response(cutOffBody(cancelled), { status: 200 });
    });
    await expect(apiGet('/api/services', controller.signal)).rejects.toBe(cancelled);
  });

  it('whose success body is not JSON is refused as unreadable', async () => {
    const { apiGet, ApiError } = await loadClient(async () => new Response('<html>proxy</html>', { status: 200 }));
    const refusal = await apiGet('/api/services').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 502, code: 'unreadable_answer' });
  });

  it('that is an error keeps its status, whatever its body', async () => {
    const { apiGet } = await loadClient(async () => new Response('<html>Bad gateway</html>', { status: 503 }));
    await expect(apiGet('/api/services')).rejects.toMatchObject({ status: 503, code: 'http_error' });
  });

  it('of a page of a list gives its rows and total, or fails when the rows were cut off', async () => {
    let body = () => cutOffBody(new TypeError('network error'));
    const { authorizedPage, NetworkError } = await loadClient(
      async () => new Response(body(), { status: 200, headers: { 'X-Total-Count': '26' } }),
    );
    await signIn();
    const page = () => authorizedPage('/api/allorders', { limit: 25, offset: 25 });
    await expect(page()).rejects.toBeInstanceOf(NetworkError);
    body = () => new Blob(['[{"_id":"a1"}]']).stream();
    await expect(page()).resolves.toEqual({ rows: [{ _id: 'a1' }], total: 26 });
  });

  it("that refuses keeps the shop's status, code, field issues and Retry-After", async () => {
    const issues = [{ path: 'start', message: 'That time was just taken.' }];
    const { apiRequest } = await loadClient(
      async () =>
        new Response(JSON.stringify({ error: { code: 'slot_taken', message: 'Taken.', issues } }), {
          status: 409,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '5' },
        }),
    );
    await expect(apiRequest('/api/bookings', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 409,
      code: 'slot_taken',
      issues,
      retryAfterMs: 5000,
    });
  });

  it("with a time limit and only the shop counting, takes no answer in time, or a page not the shop's, for none", async () => {
    const { apiExchange, NetworkError, connection } = await loadClient(
      async () => new Response('<html>Sign in to the Wi-Fi</html>', { headers: { 'Content-Type': 'text/html' } }),
    );
    const options = { method: 'POST', body: {}, timeoutMs: 1000, shopAnswerOnly: true } as const;
    await expect(apiExchange('/api/msg', options)).rejects.toBeInstanceOf(NetworkError);
    expect(connection.online()).toBe(false);
  });

  it('of a private photo comes as its bytes, with the session, renewed once after a 401 like any call', async () => {
    const sent: RequestInit[] = [];
    let refused = true;
    const { authorizedRequest, handleSession } = await loadClient(async (init) => {
      sent.push(init ?? {});
      if (refused) {
        refused = false;
        return new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Expired.' } }), { status: 401 });
      }
      return new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])]), {
        headers: { 'Content-Type': 'image/jpeg' },
      });
    });
    await signIn();
    const renew = vi.fn(async () => true);
    handleSession({ rejected: () => {}, renew });
    const photo = await authorizedRequest<Blob>('/api/quote-photos/p1', { as: 'blob' });
    expect(photo).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await photo.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff]);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(sent.map((init) => new Headers(init.headers).get('Authorization')?.startsWith('Bearer '))).toEqual([
      true,
      true,
    ]);
    // The shop's `no-store` decides how it is kept: the client sets no cache of its own.
    expect(sent.every((init) => init.cache === undefined)).toBe(true);
  });
});
