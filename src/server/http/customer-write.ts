import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type * as v from 'valibot';
import { type AuthVariables, type SessionUser, tokenClaims, userOfSession } from '../auth/middleware';
import type { SessionTokens } from '../auth/session-token';
import type { Database } from '../db/client';
import { byUser, firstSend, runIdempotent, sendAnswer, type Transaction, type WriteResult } from './idempotency';
import { countRequest, type RateLimitOptions } from './rate-limit';
import { readJson } from './validation';

type Input<TSchema extends v.GenericSchema> = v.InferOutput<TSchema>;

type Options<TSchema extends v.GenericSchema> = Pick<RateLimitOptions, 'name' | 'store' | 'limit' | 'windowMs'> & {
  sessions: SessionTokens;
  db: Database;
  schema: TSchema;
};

/**
 * A signed-in customer's replayable write, as a route's handlers: the sign-in check, then a replay is
 * answered as the first time (whatever the rate limit says), then the customer's own rate limit refuses
 * it when spent, then `handle` runs with the checked input (and answers, keeping the write's
 * Idempotency-Key as it must). The token's signature names the customer without the database, so the
 * session's query, the replay's lookup and the count in the customer's window go to the database at once:
 * one wait instead of three. A replay is counted with the others, and a token whose session was signed out
 * of still counts against its own customer; neither is answered more than a 401 or the first answer.
 */
export function customerHandlers<TSchema extends v.GenericSchema>(
  { sessions, db, schema, ...limits }: Options<TSchema>,
  handle: (c: Context<{ Variables: AuthVariables }>, input: Input<TSchema>, user: SessionUser) => Promise<Response>,
) {
  const admitted = createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const claims = await tokenClaims(sessions, c.req.header('Authorization'));
    const [{ user, session }, first, refused] = await Promise.all([
      userOfSession(db, claims),
      firstSend(c, db, claims.userId),
      countRequest(limits, claims.userId),
    ]);
    c.set('user', user);
    c.set('session', session);
    if (first && first !== 'underway') return sendAnswer(c, first, true);
    // A replay of a send still under way, or whose answer was not kept, is answered by `handle` as that send.
    if (refused && !first) throw refused;
    await next();
  });
  return [
    admitted,
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
