import { randomBytes } from 'node:crypto';
import { Scalar } from '@scalar/hono-api-reference';
import { type Env, Hono } from 'hono';
import { type GenerateSpecOptions, generateSpecs } from 'hono-openapi';
import { toJsonSchema } from '@valibot/to-json-schema';
import { apiErrorSchema } from '@/shared/answers/error';
import { contract } from '../http/contract';

/** The reference page's script, pinned: Scalar's API reference from its CDN, on that page alone. */
const scalarScript = 'https://cdn.jsdelivr.net/npm/@scalar/api-reference@1.52.6';

/** What the document says of the API as a whole: its name, where it is, and how callers prove who they are. */
const documentation: GenerateSpecOptions['documentation'] = {
  openapi: '3.1.0',
  info: {
    title: 'Brushwork API',
    version: '1',
    description:
      'The API of Brushwork, the shop and site of a painting service and home-repair tools business. JSON in and ' +
      'out; ids in `_id`; money in dollars (cents inside). Every refusal is `{"error":{"code","message","issues"?}}`.',
  },
  servers: [{ url: '/api' }],
  components: {
    schemas: { ApiError: toJsonSchema(apiErrorSchema) as Record<string, unknown> },
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        description: 'A session token, answered by PUT /users/{email} for a Firebase ID token.',
      },
      manageKey: { type: 'apiKey', in: 'query', name: 'key', description: "A visit's manage link's key." },
      metricsToken: { type: 'http', scheme: 'bearer', description: '`METRICS_TOKEN`, for a scraper off loopback.' },
      stripeSignature: { type: 'apiKey', in: 'header', name: 'Stripe-Signature', description: "Stripe's signature." },
    },
  },
};

/**
 * The API's own description: GET /openapi.json, the OpenAPI 3.1 document generated from every route's contract
 * (made once, at its first call), and GET /docs, a reference page that reads it. The page loads Scalar's script from
 * its CDN, allowed by a policy of that page's own; nothing of it is in the shop's pages.
 */
export function apiDocsRoutes<E extends Env>(api: Hono<E>) {
  let document: Promise<unknown> | undefined;
  const tag = 'About the API';
  return new Hono()
    .get(
      '/openapi.json',
      contract({
        tag,
        summary: 'This document: the OpenAPI 3.1 description of every route',
        security: 'none',
        answers: { 200: { media: 'text/plain', description: 'The OpenAPI 3.1 document, as JSON.' } },
        refusals: [],
      }),
      async (c) => {
        document ??= generateSpecs(api, {
          documentation,
          // Its default leaves out paths that look like files (/openapi.json, /payments.csv), and adds a 400 of its
          // own shape to every validated route: the contracts say each route's refusals in the shop's one shape.
          excludeStaticFile: false,
          defaultValidationErrorResponse: false,
        });
        c.header('Cache-Control', 'no-cache');
        return c.json(await document);
      },
    )
    .get(
      '/docs',
      contract({
        tag,
        summary: 'A reference page of the API, read from its OpenAPI document',
        security: 'none',
        answers: { 200: { media: 'text/html', description: 'The reference page.' } },
        refusals: [],
      }),
      async (c, next) => {
        const nonce = randomBytes(16).toString('base64');
        c.header(
          'Content-Security-Policy',
          [
            "default-src 'self'",
            `script-src 'nonce-${nonce}' https://cdn.jsdelivr.net`,
            "style-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net https://fonts.scalar.com",
            "font-src 'self' data: https://fonts.scalar.com",
            "img-src 'self' data: https:",
            "connect-src 'self'",
            "frame-ancestors 'none'",
          ].join('; '),
        );
        return Scalar({ url: '/api/openapi.json', pageTitle: 'Brushwork API', cdn: scalarScript, nonce })(c, next);
      },
    );
}
