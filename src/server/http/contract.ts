import type { Context, MiddlewareHandler } from 'hono';
import { type DescribeRouteOptions, resolver, uniqueSymbol, validator } from 'hono-openapi';
import * as v from 'valibot';
import { apiErrorSchema } from '@/shared/answers/error';
import { ApiError, type ErrorIssue } from './errors';

/** Who may call a route, as the OpenAPI document says it: the security scheme it checks, if any. */
export type Security =
  | 'none'
  /** A session token in `Authorization: Bearer`. */
  | 'bearer'
  /** Anyone, and a session token when one is sent (it must then be valid). */
  | 'optional-bearer'
  /** The manage link's `key` in the query: a visit's, without an account. */
  | 'manage-link'
  /** Loopback, or `METRICS_TOKEN` as a bearer token. */
  | 'metrics-token'
  /** Stripe's signature of the raw body. */
  | 'stripe-signature';

/** A success answer that is not JSON: a file, a page, a stream. */
type Media = { media: 'text/csv' | 'text/plain' | 'text/html' | 'image/*' | 'application/zip'; description: string };
/** A success answer: a JSON body by its schema, nothing (204, a redirect), or another media type. */
export type Answer = v.GenericSchema | 'empty' | Media;

/** The statuses a refusal may have: each answers the shop's one error shape. */
const refusalWords = {
  400: 'The body is not JSON.',
  401: 'No session, or one that was signed out of.',
  403: 'The caller may not do this.',
  404: 'Nothing of that id, or nothing the caller may see.',
  409: 'What it acts on is not in a state that allows it.',
  413: 'The body is too large.',
  415: 'The body is not of the type this call takes.',
  422: 'A field is not valid: `issues` names each.',
  429: 'Too many calls: wait as `Retry-After` says.',
  503: 'The database or the payment provider does not answer.',
} as const;
export type RefusalStatus = keyof typeof refusalWords;

export type Contract = {
  summary: string;
  description?: string;
  /** The domain it belongs to, which groups it on the reference page. */
  tag: string;
  security: Security;
  /** Its success answers by status. */
  answers: Partial<Record<200 | 201 | 202 | 204 | 303, Answer>>;
  /** The refusals it may answer besides 503, which any call may. */
  refusals: RefusalStatus[];
  /** A body the route reads itself (a multipart form, Stripe's raw event), described for the document. */
  body?: { media: 'multipart/form-data' | 'application/json'; description: string };
};

const securityOf: Record<Security, DescribeRouteOptions['security']> = {
  none: [],
  bearer: [{ bearer: [] }],
  'optional-bearer': [{}, { bearer: [] }],
  'manage-link': [{ manageKey: [] }],
  'metrics-token': [{}, { metricsToken: [] }],
  'stripe-signature': [{ stripeSignature: [] }],
};

function describedAnswer(status: number, answer: Answer, summary: string) {
  if (answer === 'empty') return { description: status === 303 ? 'Sent on to another page.' : 'Done; no body.' };
  if ('media' in answer) return { description: answer.description, content: { [answer.media]: {} } };
  return { description: summary, content: { 'application/json': { schema: resolver(answer) } } };
}

/** Every refusal's schema, written once in the document's components (GET /openapi.json puts it there). */
const errorReference = { $ref: '#/components/schemas/ApiError' };

/** The OpenAPI operation of a contract, as hono-openapi reads it from the route's middleware. */
function operationOf(contract: Contract): DescribeRouteOptions {
  const responses: NonNullable<DescribeRouteOptions['responses']> = {};
  for (const [status, answer] of Object.entries(contract.answers))
    responses[status] = describedAnswer(Number(status), answer, contract.summary);
  for (const status of [...contract.refusals, 503 as const])
    responses[status] = {
      description: refusalWords[status],
      content: { 'application/json': { schema: errorReference } },
    };
  return {
    summary: contract.summary,
    ...(contract.description && { description: contract.description }),
    tags: [contract.tag],
    security: securityOf[contract.security],
    ...(contract.body && {
      requestBody: { required: true, description: contract.body.description, content: { [contract.body.media]: {} } },
    }),
    responses,
  };
}

/**
 * Whether every answer is held to its route's contract as it is sent: in the tests, so that a handler that drifts
 * from what its route declares fails one; never in production, where the check would only cost time.
 */
const checkingAnswers = Boolean(process.env.VITEST);

/** Why an answer breaks its contract, or undefined when it keeps it. */
async function breachOf(contract: Contract, c: Context): Promise<string | undefined> {
  const status = c.res.status as keyof Contract['answers'] | RefusalStatus;
  const declared = contract.answers[status as keyof Contract['answers']];
  const isRefusal = status === 503 || contract.refusals.includes(status as RefusalStatus);
  if (declared === undefined && !isRefusal) return `answered ${status}, which its contract does not declare`;
  const schema = isRefusal ? apiErrorSchema : declared;
  if (schema === undefined || schema === 'empty' || 'media' in schema) return undefined;
  const body = await c.res.clone().json();
  const result = v.safeParse(schema, body);
  if (result.success) return undefined;
  const [issue] = result.issues;
  return `answered ${status} with a body its contract does not declare: ${v.getDotPath(issue) ?? '(the body)'}: ${issue.message}`;
}

/**
 * The route's contract, declared once: its summary, who may call it, its success answers and refusals. It is the
 * route's entry in the OpenAPI document (GET /api/openapi.json), and in the tests every answer is checked against
 * it (an undeclared status, or a body that does not match its schema, fails the request with a 500 that names the
 * breach). Put it first in the route's handlers, so that it sees every answer of the route's own middleware.
 */
export function contract(declared: Contract): MiddlewareHandler {
  const middleware: MiddlewareHandler = async (c, next) => {
    await next();
    if (!checkingAnswers) return;
    const breach = await breachOf(declared, c);
    if (breach) throw new Error(`${c.req.method} ${c.req.routePath} ${breach}.`);
  };
  Object.defineProperty(middleware, 'name', { value: 'contract' });
  return Object.assign(middleware, { [uniqueSymbol]: { spec: operationOf(declared) } });
}

/** Standard Schema's issues in the shop's shape: each field's dotted path and its message. */
function issuesOf(issues: readonly { message: string; path?: readonly unknown[] }[]): ErrorIssue[] {
  return issues.map((issue) => ({
    path: (issue.path ?? [])
      .map((segment) => (typeof segment === 'object' && segment !== null ? (segment as { key: unknown }).key : segment))
      .join('.'),
    message: issue.message,
  }));
}

/** A refused input: 422 with each field at fault, the first one's words as the message. */
function refuseInvalid(result: {
  success: boolean;
  error?: readonly { message: string; path?: readonly unknown[] }[];
}) {
  if (result.success) return;
  const issues = issuesOf(result.error ?? []);
  throw new ApiError(422, 'invalid', issues[0]?.message ?? 'Some fields are not valid.', issues);
}

/** The JSON body, checked against `schema` (422 with `issues`); the handler reads it with `c.req.valid('json')`. */
export const jsonBody = <TSchema extends v.GenericSchema>(schema: TSchema) => validator('json', schema, refuseInvalid);

/**
 * A JSON body that may be left out, which the contract helpers do not have: none at all (blank, even sent as
 * JSON, as a phone's outbox may send it) is `{}` checked against `schema`; one that is there is read as
 * `jsonBody` reads it (400 not JSON, 422 not of the schema). The document shows it as not required.
 */
export function optionalJsonBody<TSchema extends v.GenericSchema>(schema: TSchema) {
  const body = jsonBody(schema);
  const optional: MiddlewareHandler = async (c, next) => {
    if ((await c.req.text()).trim() !== '') return body(c, next);
    const empty = v.safeParse(schema, {});
    if (!empty.success) {
      const issues = empty.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
      throw new ApiError(422, 'invalid', issues[0]!.message, issues);
    }
    c.req.addValidatedData('json', empty.output as object);
    await next();
  };
  const requestBody = { required: false, content: { 'application/json': { schema: resolver(schema) } } };
  return Object.assign(optional, { [uniqueSymbol]: { spec: { requestBody } } }) as unknown as typeof body;
}

/** The query, checked against `schema` (422 with `issues`); the handler reads it with `c.req.valid('query')`. */
export const queryOf = <TSchema extends v.GenericSchema>(schema: TSchema) => validator('query', schema, refuseInvalid);

const uuid = v.pipe(v.string(), v.uuid());

/**
 * The path's ids, each a UUID, by name and what it names (`{ id: 'Order' }`): one that is not a UUID can name
 * nothing, so it is 404 (`Order was not found.`) without asking the database. The handler reads them with
 * `c.req.valid('param')`.
 */
export function idParams<const TNamed extends Record<string, string>>(named: TNamed) {
  const schema = v.object(
    Object.fromEntries(Object.keys(named).map((name) => [name, uuid])) as { [K in keyof TNamed]: typeof uuid },
  );
  return validator('param', schema, (result) => {
    if (result.success) return;
    const [name] = issuesOf(result.error ?? []).map((issue) => issue.path.split('.')[0]);
    throw new ApiError(404, 'not_found', `${named[name ?? ''] ?? Object.values(named)[0]} was not found.`);
  });
}

/**
 * Path parameters of another shape than a UUID (a document's number): one that does not match names nothing, so
 * it is 404 (`Document was not found.`) without asking the database.
 */
export const paramsOf = <TSchema extends v.GenericSchema>(schema: TSchema, what: string) =>
  validator('param', schema, (result) => {
    if (!result.success) throw new ApiError(404, 'not_found', `${what} was not found.`);
  });
