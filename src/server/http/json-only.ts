import { createMiddleware } from 'hono/factory';
import { errorBody } from './errors';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function declaresBody(headers: Headers): boolean {
  const length = headers.get('Content-Length');
  return headers.has('Transfer-Encoding') || (length !== null && length !== '0');
}

function mediaType(headers: Headers): string {
  return (headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Every write with a body takes `application/json` (uploads `multipart/form-data`), or is refused with 415
 * before it is read; a write that declares another type is refused even when its body is empty. A form or `text/plain` body is what any web page may send to this origin without a
 * preflight; refusing it keeps other sites from writing here in their visitors' name. The one exception,
 * `isOneClick`, is the one-click unsubscribe, which mail clients post as a form (RFC 8058) and whose signed
 * token in the address is what authorises it: its body is not read.
 */
export function jsonOnly({
  isUpload,
  isOneClick,
}: {
  isUpload: (path: string) => boolean;
  isOneClick: (path: string) => boolean;
}) {
  return createMiddleware(async (c, next) => {
    if (!writeMethods.has(c.req.method)) return next();
    if (c.req.method === 'POST' && isOneClick(c.req.path)) return next();
    const expected = c.req.method === 'POST' && isUpload(c.req.path) ? 'multipart/form-data' : 'application/json';
    const declared = mediaType(c.req.raw.headers);
    // A body of another type, or one sent with no type at all; a write without a body needs no type.
    if (declared === '' ? declaresBody(c.req.raw.headers) : declared !== expected) {
      return c.json(errorBody('unsupported_media_type', `This call takes ${expected}.`), 415);
    }
    return next();
  });
}
