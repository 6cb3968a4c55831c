import { vi } from 'vitest';

export const hour = 60 * 60 * 1000;
export const email = 'robin@example.com';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenFor = (exp: number, n = 0) => `${base64url({ alg: 'HS256' })}.${base64url({ exp: exp / 1000, n })}.sig`;

/**
 * The shop: it signs sessions an hour long by its own clock, and says its time in every answer. With
 * `state.signedOutEverywhere` it refuses every exchange as a sign-in older than the user's "sign out everywhere".
 */
export function createShop() {
  let issued = 0;
  const calls: { method: string; path: string; token?: string; body?: unknown }[] = [];
  const refuse = new Set<string>();
  const shopClock = () => Date.now() + shopOffset;
  let shopOffset = 0;
  const answer = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', Date: new Date(shopClock()).toUTCString() },
    });
  const state = { reachable: true, signedOutEverywhere: false };
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (!state.reachable) throw new TypeError('Failed to fetch');
    const path = String(input);
    const method = init.method ?? 'GET';
    const token = (init.headers as Record<string, string> | undefined)?.Authorization?.replace('Bearer ', '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) });
    if (method === 'PUT' && path.startsWith('/api/users/'))
      return state.signedOutEverywhere
        ? answer({ error: { code: 'signed_out', message: 'You signed out on every device.' } }, 401)
        : answer({ token: tokenFor(shopClock() + hour, ++issued) });
    if (token && refuse.has(token)) return answer({ error: { code: 'token_expired', message: 'expired' } }, 401);
    if (path.startsWith('/api/users/')) return answer({ email, name: 'Robin' });
    if (method === 'DELETE') return new Response(null, { status: 204 });
    return answer({ ok: true });
  });
  return { fetch, calls, refuse, state, setDeviceClockOff: (ms: number) => (shopOffset = -ms), shopClock };
}

export const firebaseUser = { email, displayName: 'Robin', getIdToken: async () => 'firebase-id-token' };
export const firebase = {
  auth: { currentUser: firebaseUser as typeof firebaseUser | null },
  signOut: vi.fn(async () => {}),
};
