import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError } from './errors';

function toIssues(issues: v.BaseIssue<unknown>[]) {
  return issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
}

export function parseOrThrow<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) {
    const issues = toIssues(result.issues);
    throw new ApiError(422, 'invalid', issues[0]?.message ?? 'Some fields are not valid.', issues);
  }
  return result.output;
}

/** Reads a JSON body: 400 when it is not JSON, 422 when it does not match the schema. */
export async function readJson<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'bad_request', 'The request body is not valid JSON.');
  }
  return parseOrThrow(schema, body);
}

/** Path ids that are not ids can name nothing: 404, without asking the database. */
export function readId(c: Context, what: string, name = 'id'): string {
  const result = v.safeParse(v.pipe(v.string(), v.uuid()), c.req.param(name));
  if (!result.success) throw new ApiError(404, 'not_found', `${what} was not found.`);
  return result.output;
}
