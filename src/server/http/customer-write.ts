import { createMiddleware } from 'hono/factory';
import { type AuthVariables, tokenClaims, userOfSession } from '../auth/middleware';
import type { SessionTokens } from '../auth/session-token';
import type { Database } from '../db/client';
import { firstSend, sendAnswer } from './idempotency';
import { countRequest, type RateLimitOptions } from './rate-limit';

type Options = Pick<RateLimitOptions, 'name' | 'store' | 'limit' | 'windowMs'> & {
  sessions: SessionTokens;
  db: Database;
};

/**
 * What a signed-in customer's replayable write runs before its fields are read: the sign-in check, then a replay
 * is answered as the first time (whatever the rate limit says), then the customer's own rate limit refuses it when
 * spent. The token's signature names the customer without the database, so the session's query, the replay's
 * lookup and the count in the customer's window go to the database at once: one wait instead of three. A replay
 * is counted with the others, and a token whose session was signed out of still counts against its own customer;
 * neither is answered more than a 401 or the first answer. A route with a contract puts its `jsonBody` after it.
 */
export function customerAdmission({ sessions, db, ...limits }: Options) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const claims = await tokenClaims(sessions, c.req.header('Authorization'));
    const [{ user, session }, first, refused] = await Promise.all([
      userOfSession(db, claims),
      firstSend(c, db, claims.userId),
      countRequest(limits, claims.userId),
    ]);
    c.set('user', user);
    c.set('session', session);
    if (first && first !== 'underway') return sendAnswer(c, first, true);
    // A replay of a send still under way, or whose answer was not kept, is answered by its handler as that send.
    if (refused && !first) throw refused;
    await next();
  });
}
