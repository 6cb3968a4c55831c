import type { Context } from 'hono';
import type * as v from 'valibot';
import type { AuthVariables, Guards, SessionUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { byUser, type Claim, replayFirst, runIdempotent, type Transaction, type WriteResult } from './idempotency';
import { rateLimit, type RateLimitOptions } from './rate-limit';
import { readJson } from './validation';

type Input<TSchema extends v.GenericSchema> = v.InferOutput<TSchema>;

type Options<TSchema extends v.GenericSchema> = Pick<RateLimitOptions, 'name' | 'store' | 'limit' | 'windowMs'> & {
  signedIn: Guards['signedIn'];
  db: Database;
  schema: TSchema;
  /** The write in one call of its own, tried first (see `runIdempotent`). */
  atOnce?: (input: Input<TSchema>, user: SessionUser, claim: Claim | undefined) => Promise<WriteResult | undefined>;
};

/**
 * A signed-in customer's replayable write, as a route's handlers: the sign-in check, then a replay is
 * answered as the first time, then the customer's own rate limit counts it, then `write` runs with the
 * checked input in `runIdempotent`'s transaction.
 */
export function customerWrite<TSchema extends v.GenericSchema>(
  { signedIn, db, schema, atOnce, ...limits }: Options<TSchema>,
  write: (tx: Transaction, input: Input<TSchema>, user: SessionUser) => Promise<WriteResult>,
) {
  return [
    signedIn,
    replayFirst(db, byUser),
    rateLimit({ ...limits, keyOf: (c) => (c.get('user') as SessionUser).id }),
    async (c: Context<{ Variables: AuthVariables }>) => {
      const input = await readJson(c, schema);
      return runIdempotent(
        c,
        db,
        byUser(c),
        (tx) => write(tx, input, c.var.user),
        atOnce && ((claim) => atOnce(input, c.var.user, claim)),
      );
    },
  ] as const;
}
