import type { ApiErrorBody } from '@/shared/answers/error';
import { retryAfterMs } from './retry-after';

/*
 * The one fetcher's core: a call to the shop and its answer, read as the shop gives it (its status, its body,
 * its refusal as an ApiError with code, field issues and Retry-After). It knows no session, window or
 * storage, so the service worker sends through it too; `api-client` adds the signed-in user's session and
 * tells the connection and the shop's clock what each call learnt.
 */

/** An answer from the API that was not a success, in the server's one error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: { path: string; message: string }[] = [],
    /** How long the shop asked to wait before asking again (its Retry-After), when it said. */
    readonly retryAfterMs?: number,
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
  /**
   * How long the call may take, its answer's body included, before it counts as unanswered (a NetworkError);
   * for a call that has no `signal` of its own (it replaces it).
   */
  timeoutMs?: number;
  /**
   * Only the shop's own JSON answer counts: anything else (a captive portal's page, a proxy's error page,
   * a body that cannot be read) is taken for no answer (a NetworkError), never for a success or a refusal.
   */
  shopAnswerOnly?: boolean;
  /** The answer's body as bytes (a private photo), rather than JSON; a refusal is still read as the shop's JSON. */
  as?: 'json' | 'blob';
};

/** The server's one error shape; anything else (a proxy's page, a body cut off) is not. */
const isErrorBody = (value: unknown): value is ApiErrorBody =>
  typeof (value as Partial<ApiErrorBody> | null | undefined)?.error?.message === 'string';

let send: typeof fetch = (input, init) => fetch(input, init);

/**
 * What is learnt from each call, where there is someone to tell (the page; the service worker has none):
 * that the shop answered (`answered`, before its body is read) or did not (`unanswered`), and what a GET read.
 */
type Observers = {
  answered: (response: Response) => void;
  unanswered: () => void;
  read: (payload: unknown, response: Response) => void;
};
let observers: Observers = { answered: () => {}, unanswered: () => {}, read: () => {} };

export function observeExchanges(given: Observers) {
  observers = given;
}

/** Where API calls go: the network, unless the server renders a page and answers them in process. */
export function setApiTransport(transport: typeof fetch) {
  send = transport;
}

/**
 * The answer's JSON. A success whose body never arrived whole (the line dropped, the page was left while
 * it came) is a failed request, never a success without data, which would be shown and saved as if it
 * were the answer. An error's body may be anything (a proxy's page), so it is read only if it can be.
 */
async function readBody(response: Response, signal: AbortSignal | undefined, shopOnly = false): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    if (!response.ok) return undefined;
    if (signal?.aborted) throw error;
    if (error instanceof SyntaxError && !shopOnly)
      throw new ApiError(502, 'unreadable_answer', 'The shop sent an answer that could not be read. Try again.');
    throw noAnswer(error);
  }
}

/** The answer's bytes: one cut off on its way is no answer, as for JSON. */
async function readBytes(response: Response, signal: AbortSignal | undefined): Promise<Blob> {
  try {
    return await response.blob();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw noAnswer(error);
  }
}

/** A failure that is no answer from the shop: nothing came, or something else answered in its place. */
function noAnswer(cause: unknown): NetworkError {
  observers.unanswered();
  return new NetworkError(cause);
}

/**
 * The answer's status, body, and headers for the calls that read more (a list's total, a Retry-After).
 * A refusal is thrown as an ApiError with the server's status, code and field issues.
 */
export async function apiExchange<T>(path: string, options: RequestOptions = {}) {
  if (options.timeoutMs === undefined) return exchange<T>(path, options);
  const limit = new AbortController();
  const timer = setTimeout(() => limit.abort(), options.timeoutMs);
  try {
    return await exchange<T>(path, { ...options, signal: limit.signal });
  } catch (error) {
    throw limit.signal.aborted && !(error instanceof ApiError) ? noAnswer(error) : error;
  } finally {
    clearTimeout(timer);
  }
}

async function exchange<T>(
  path: string,
  { method = 'GET', body, headers = {}, signal, shopAnswerOnly = false, as = 'json' }: RequestOptions,
): Promise<{ payload: T; headers: Headers; status: number }> {
  let response: Response;
  try {
    response = await send(path, {
      method,
      signal,
      headers: {
        Accept: as === 'blob' ? '*/*' : 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw noAnswer(error);
  }
  if (shopAnswerOnly && !(response.headers.get('Content-Type') ?? '').includes('application/json'))
    throw noAnswer(new Error(`An answer that is not the shop's (${response.status}).`));
  observers.answered(response);
  const payload =
    response.status === 204
      ? undefined
      : as === 'blob' && response.ok
        ? await readBytes(response, signal)
        : await readBody(response, signal, shopAnswerOnly);
  if (shopAnswerOnly && (typeof payload !== 'object' || payload === null))
    throw noAnswer(new Error('An answer that could not be read.'));
  if (!response.ok) {
    const wait = retryAfterMs(response.headers.get('Retry-After'));
    if (isErrorBody(payload))
      throw new ApiError(response.status, payload.error.code, payload.error.message, payload.error.issues, wait);
    throw new ApiError(response.status, 'http_error', `The server answered ${response.status}.`, [], wait);
  }
  if (method === 'GET') observers.read(payload, response);
  return { payload: payload as T, headers: response.headers, status: response.status };
}
