import { validator } from 'hono-openapi';
import type * as v from 'valibot';
import { notFound } from './errors';

/**
 * A part of the path or query that names one thing without being an id (a person's email, an image's file name,
 * a manage link's key), checked against `schema`: one that does not match can name nothing, so it is 404
 * (`User was not found.`), as `idParams` answers for an id. The handler reads it with `c.req.valid(target)`.
 */
export const namingInput = <TTarget extends 'param' | 'query', TSchema extends v.GenericSchema>(
  target: TTarget,
  schema: TSchema,
  what: string,
) =>
  validator(target, schema, (result) => {
    if (!result.success) throw notFound(what);
  });
