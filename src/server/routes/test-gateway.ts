import type { Hono, MiddlewareHandler } from 'hono';
import {
  type ContentWithResolver,
  type DescribeRouteOptions,
  type ResolverReturnType,
  uniqueSymbol,
} from 'hono-openapi';
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { confirmedPaymentAnswer, testGatewayErrorAnswer } from '@/shared/answers/money';
import { testCardSchema } from '@/shared/schemas/payment';
import type { AppDeps } from '../app-deps';
import type { AuthVariables } from '../auth/middleware';
import { type Contract, contract, jsonBody } from '../http/contract';
import { rateLimit } from '../http/rate-limit';
import type { RateLimitStore } from '../http/rate-limit-store';

/** The test gateway's refusals in Stripe's error shape: an intent cancelled (400), a card refused (402), none (404). */
const gatewayStatuses = new Set([400, 402, 404]);

/** A schema as the document writes it (not a resolver of one). */
type DocumentSchema = Exclude<NonNullable<ContentWithResolver[string]['schema']>, ResolverReturnType>;

const { $schema: _, ...stripeErrorJson } = toJsonSchema(testGatewayErrorAnswer) as Record<string, unknown>;
/** Stripe's error shape, as the document writes it. */
const stripeError = stripeErrorJson as DocumentSchema;
const stripeShaped = (schema: DocumentSchema) => ({ content: { 'application/json': { schema } } });

/** What the document says of those refusals, beside the shop's own 400 for a body that is not JSON. */
const gatewayResponses: NonNullable<DescribeRouteOptions['responses']> = {
  400: {
    description: "The body is not JSON; or, in Stripe's error shape, the intent was cancelled.",
    ...stripeShaped({ oneOf: [{ $ref: '#/components/schemas/ApiError' }, stripeError] }),
  },
  402: { description: "The card was refused, in Stripe's error shape (`card_error`).", ...stripeShaped(stripeError) },
  404: {
    description: "No payment intent has this client secret, in Stripe's error shape.",
    ...stripeShaped(stripeError),
  },
};

/**
 * The confirm call's contract: `contract` knows only the shop's error shape, and this call answers as Stripe's
 * confirm does, so its refusals in Stripe's shape are declared here beside it (in the document), and in the tests
 * held to that shape; every other answer is held to the contract as any route's is.
 */
function gatewayContract(declared: Contract): MiddlewareHandler {
  const described = contract(declared);
  const { spec } = (described as unknown as { [uniqueSymbol]: { spec: DescribeRouteOptions } })[uniqueSymbol];
  const middleware: MiddlewareHandler = async (c, next) => {
    await next();
    const stripeRefusal =
      Boolean(process.env.VITEST) &&
      gatewayStatuses.has(c.res.status) &&
      v.is(testGatewayErrorAnswer, await c.res.clone().json());
    if (!stripeRefusal) await described(c, async () => {});
  };
  Object.defineProperty(middleware, 'name', { value: 'contract' });
  return Object.assign(middleware, {
    [uniqueSymbol]: { spec: { ...spec, responses: { ...spec.responses, ...gatewayResponses } } },
  });
}

/**
 * POST /test-gateway/confirm: the local stand-in for Stripe's confirm call, served with the local test gateway
 * (no Stripe keys set). The client secret is the credential, as with Stripe; the answer is the intent, or
 * Stripe's error for a cancelled intent, a refused card or none.
 */
export function addTestGateway(
  routes: Hono<{ Variables: AuthVariables }>,
  confirm: NonNullable<AppDeps['payments']['confirmTestPayment']>,
  store: RateLimitStore,
) {
  routes.post(
    '/test-gateway/confirm',
    gatewayContract({
      tag: 'Payments',
      summary: "Confirms a payment intent with a Stripe test card, as Stripe's confirm call does (local test mode)",
      security: 'none',
      answers: { 200: confirmedPaymentAnswer },
      refusals: [400, 413, 415, 422, 429],
    }),
    rateLimit({ name: 'test-gateway-confirm', store, limit: 60, windowMs: 60_000 }),
    jsonBody(testCardSchema),
    async (c) => {
      const { clientSecret, card } = c.req.valid('json');
      const result = await confirm(clientSecret, card);
      return result.ok
        ? c.json({ paymentIntent: result.intent })
        : c.json({ error: result.error }, result.status as 400 | 402 | 404);
    },
  );
}
