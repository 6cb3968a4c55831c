import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { setAnswerHeader } from './answer-headers';

/** The types the build also writes compressed (scripts/vite-precompress.ts) and compress() compresses. */
const compressibleType = /^(?:text\/|application\/(?:json|manifest\+json)|image\/svg\+xml)/;

/**
 * Compresses what the client accepts compressed (built files come compressed already, which compress()
 * then leaves alone). Every answer of a compressible type depends on Accept-Encoding, the plain one too,
 * so that a cache in between never hands one client an encoding it did not ask for. That is said on the
 * answer's own headers before compress() looks: its own `c.header('Vary', …)` would rebuild every answer.
 */
export function compressAnswers(): MiddlewareHandler {
  const compressing = compress();
  return (c, next) =>
    compressing(c, async () => {
      await next();
      const vary = c.res.headers.get('Vary');
      if (compressibleType.test(c.res.headers.get('Content-Type') ?? '') && !/accept-encoding|\*/i.test(vary ?? ''))
        setAnswerHeader(c, 'Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    });
}
