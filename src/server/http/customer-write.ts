import type { Context } from 'hono';
import type * as v from 'valibot';
import type { AuthVariables, Guards, SessionUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { byUser, replayFirst, runIdempotent, type Transaction, type WriteResult } from './idempotency';
import { rateLimit, type RateLimitOptions } from './rate-limit';
import { readJson } from './validation';

type Input<TSchema extends v.GenericSchema> = v.InferOutput<TSchema>;

type Options<TSchema extends v.GenericSchema> = Pick<RateLimitOptions, 'name' | 'store' | 'limit' | 'windowMs'> & {
  signedIn: Guards['signedIn'];
  db: Database;
  schema: TSchema;
};

/**
 * A signed-in customer's replayable write, as a route's handlers: the sign-in check, then a replay is
 * answered as the first time, then the customer's own rate limit counts it, then `handle` runs with the
 * checked input (and answers, keeping the write's Idempotency-Key as it must).
 */
export function customerHandlers<TSchema extends v.GenericSchema>(
  { signedIn, db, schema, ...limits }: Options<TSchema>,
  handle: (c: Context<{ Variables: AuthVariables }>, input: Input<TSchema>, user: SessionUser) => Promise<Response>,
) {
  return [
    signedIn,
    replayFirst(db, byUser),
    rateLimit({ ...limits, keyOf: (c) => (c.get('user') as SessionUser).id }),
    async (c: Context<{ Variables: AuthVariables }>) => handle(c, await readJson(c, schema), c.var.user),
  ] as const;
}

/** A customer's replayable write (`customerHandlers`) whose `write` runs in `runIdempotent`'s transaction. */
export function customerWrite<TSchema extends v.GenericSchema>(
  options: Options<TSchema>,
  write: (tx: Transaction, input: Input<TSchema>, user: SessionUser) => Promise<WriteResult>,
) {
  return customerHandlers(options, (c, input, user) =>
    runIdempotent(c, options.db, byUser(c), (tx) => write(tx, input, user)),
  );
}
