import type { Context } from 'hono';
import type * as v from 'valibot';
import type { AuthVariables, Guards, SessionUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { type Attempt, byUser, replayFirst, runIdempotent, type Transaction, type WriteResult } from './idempotency';
import { rateLimit, type RateLimitOptions } from './rate-limit';
import { readJson } from './validation';

type Options<TSchema> = Pick<RateLimitOptions, 'name' | 'store' | 'limit' | 'windowMs'> & {
  signedIn: Guards['signedIn'];
  db: Database;
  schema: TSchema;
};

/**
 * A signed-in customer's replayable write, as a route's handlers: the sign-in check, then a replay is
 * answered as the first time, then the customer's own rate limit counts it, then `write` runs with the
 * checked input in `runIdempotent`'s transaction.
 */
export function customerWrite<TSchema extends v.GenericSchema>(
  { signedIn, db, schema, ...limits }: Options<TSchema>,
  write: (tx: Transaction, input: v.InferOutput<TSchema>, user: SessionUser, attempt: Attempt) => Promise<WriteResult>,
) {
  return [
    signedIn,
    replayFirst(db, byUser),
    rateLimit({ ...limits, keyOf: (c) => (c.get('user') as SessionUser).id }),
    async (c: Context<{ Variables: AuthVariables }>) => {
      const input = await readJson(c, schema);
      return runIdempotent(c, db, byUser(c), (tx, attempt) => write(tx, input, c.var.user, attempt));
    },
  ] as const;
}
