import { recordAnswerOrigin } from './answer-origin';
import { ApiError, apiExchange, NetworkError, observeExchanges, type RequestOptions } from './api-exchange';
import { sessionStore } from './auth/session';
import { connection } from './connection';
import { savedResponseHeader } from './saved-response';
import { producedAt, serverClock } from './server-clock';

export { ApiError, apiExchange, NetworkError, type RequestOptions, setApiTransport } from './api-exchange';

observeExchanges({
  answered: (response) => {
    connection.observe(response);
    serverClock.observe(response);
  },
  unanswered: () => connection.reportUnreachable(),
  // Data read is dated by when the shop made it: a saved copy the worker gave is as old as its `Date`.
  read: (payload, response) => {
    const receivedAt = Date.now();
    recordAnswerOrigin(payload, {
      producedAt: Math.min(producedAt(response) ?? receivedAt, receivedAt),
      saved: response.headers.has(savedResponseHeader),
    });
  },
});

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiExchange<T>(path, options)).payload;
}

export const apiGet = <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal });

let onSessionRejected: () => void = () => {};
let renewSession: () => Promise<boolean> = async () => false;

/**
 * What to do when the server refuses the session (sign out, go to /login), and how to renew a session
 * whose token ran out (from Firebase's); set once at start.
 */
export function handleSession(handlers: { rejected: () => void; renew: () => Promise<boolean> }) {
  onSessionRejected = handlers.rejected;
  renewSession = handlers.renew;
}

/**
 * Renews a session the server refused with a 401 (its token ran out, or was ended elsewhere) from
 * Firebase's session; answers whether it did. For calls that cannot go through `authorizedRequest`.
 */
export const renewRefusedSession = () => renewSession();

/**
 * A call that needs the signed-in user. A token that has run out is renewed first (from Firebase's
 * session), so a user coming back online is not sent to sign in again. A 401 or 403 ends the session;
 * a network failure never does, so a painter losing signal stays signed in.
 */
export async function authorizedRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await authorizedExchange<T>(path, options)).payload;
}

/** One page of a list the server pages through: its rows and the whole list's length. */
export type Page<Row> = { rows: Row[]; total: number };

export async function authorizedPage<Row>(
  path: string,
  { limit, offset }: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<Page<Row>> {
  const separator = path.includes('?') ? '&' : '?';
  const { payload, headers } = await authorizedExchange<Row[]>(`${path}${separator}limit=${limit}&offset=${offset}`, {
    signal,
  });
  return { rows: payload, total: Number(headers.get('X-Total-Count') ?? payload.length) };
}

async function authorizedExchange<T>(path: string, options: RequestOptions) {
  const session = sessionStore.get();
  if (!session) {
    onSessionRejected();
    throw new ApiError(401, 'unauthorized', 'Please log in to continue.');
  }
  // Expiry is read on the shop's clock: a device clock hours slow would otherwise send a token it takes
  // for valid, and its 401 would sign the user out.
  if (session.expiresAt <= serverClock.now()) await renewSession();
  const withToken = () => {
    const token = sessionStore.get()?.token ?? session.token;
    return apiExchange<T>(path, { ...options, headers: { Authorization: `Bearer ${token}`, ...options.headers } });
  };
  try {
    try {
      return await withToken();
    } catch (error) {
      // A 401 may only mean the token ran out on the way: renewed once, the call is tried once more.
      if (!(error instanceof ApiError && error.status === 401) || !(await renewSession())) throw error;
      return await withToken();
    }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      sessionStore.clear();
      onSessionRejected();
    }
    throw error;
  }
}

/** One place that turns anything thrown into words for a person. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof NetworkError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
