import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '@/shared/answers/error';
import { log } from '../observability/log';

/** A fault of one field; a short line of an order also names its tool and what is left. */
export type ErrorIssue = NonNullable<ApiErrorBody['error']['issues']>[number];

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: ErrorIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} was not found.`);

/** A refusal (422) of one field, named by its path, in the words the page shows beside it. */
export const invalidField = (path: string, message: string, code = 'invalid') =>
  new ApiError(422, code, message, [{ path, message }]);

export function errorBody(code: string, message: string, issues?: ErrorIssue[]): ApiErrorBody {
  return { error: issues ? { code, message, issues } : { code, message } };
}

// Connection-level failures mean the database is away, not that the request was wrong.
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (current instanceof Error && /Connection terminated|connect ECONNREFUSED/.test(current.message)) return true;
  }
  return false;
}

export function handleError(error: Error, c: Context) {
  if (error instanceof ApiError) {
    if (error.headers) for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(errorBody(error.code, error.message, error.issues), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    // A 400 is the validators' word that a body is not JSON; the shop says so in its own words.
    const known = {
      400: ['bad_request', 'The request body is not valid JSON.'],
      401: ['unauthorized', error.message || 'Please log in to continue.'],
      413: ['too_large', 'The request body is too large.'],
    } as const;
    const [code, message] = known[status as keyof typeof known] ?? [
      'http_error',
      error.message || 'The request was refused.',
    ];
    return c.json(errorBody(code, message), status);
  }
  if (isDatabaseUnavailable(error)) {
    c.header('Retry-After', '5');
    return c.json(errorBody('database_unavailable', 'The service is briefly unavailable. Please try again.'), 503);
  }
  log.error({ requestId: c.get('requestId') as string | undefined, err: error }, 'unhandled error');
  return c.json(errorBody('internal', 'Something went wrong on our side.'), 500);
}
