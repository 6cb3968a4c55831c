import type { ApiErrorBody } from '@/shared/api-types';
import { recordAnswerOrigin } from './answer-origin';
import { sessionStore } from './auth/session';
import { connection } from './connection';
import { savedResponseHeader } from './saved-response';
import { producedAt, serverClock } from './server-clock';

/** An answer from the API that was not a success, in the server's one error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

/** The request never got an answer: offline, DNS, server down. Never a reason to sign anyone out. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('You appear to be offline. Check your connection and try again.', { cause });
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'error' in value &&
    typeof (value as ApiErrorBody).error?.message === 'string'
  );
}

let send: typeof fetch = (input, init) => fetch(input, init);

/** Where API calls go: the network, unless the server renders a page and answers them in process. */
export function setApiTransport(transport: typeof fetch) {
  send = transport;
}

/**
 * The answer's JSON. A success whose body never arrived whole (the line dropped, the page was left while
 * it came) is a failed request, never a success without data, which would be shown and saved as if it
 * were the answer. An error's body may be anything (a proxy's page), so it is read only if it can be.
 */
async function readBody(response: Response, signal: AbortSignal | undefined): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    if (!response.ok) return undefined;
    if (signal?.aborted) throw error;
    if (error instanceof SyntaxError)
      throw new ApiError(502, 'unreadable_answer', 'The shop sent an answer that could not be read. Try again.');
    connection.reportUnreachable();
    throw new NetworkError(error);
  }
}

/** The answer's body, and its headers for the calls that send more (a list's total). */
async function exchange<T>(
  path: string,
  { method = 'GET', body, headers = {}, signal }: RequestOptions = {},
): Promise<{ payload: T; headers: Headers }> {
  let response: Response;
  try {
    response = await send(path, {
      method,
      signal,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    connection.reportUnreachable();
    throw new NetworkError(error);
  }
  connection.observe(response);
  serverClock.observe(response);
  const payload = response.status === 204 ? undefined : await readBody(response, signal);
  if (!response.ok) {
    if (isErrorBody(payload))
      throw new ApiError(response.status, payload.error.code, payload.error.message, payload.error.issues);
    throw new ApiError(response.status, 'http_error', `The server answered ${response.status}.`);
  }
  // Data read is dated by when the shop made it: a saved copy the worker gave is as old as its `Date`.
  if (method === 'GET') {
    const receivedAt = Date.now();
    recordAnswerOrigin(payload, {
      producedAt: Math.min(producedAt(response) ?? receivedAt, receivedAt),
      saved: response.headers.has(savedResponseHeader),
    });
  }
  return { payload: payload as T, headers: response.headers };
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await exchange<T>(path, options)).payload;
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
    return exchange<T>(path, { ...options, headers: { Authorization: `Bearer ${token}`, ...options.headers } });
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
