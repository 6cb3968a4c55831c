import { and, eq, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { sessionTokenAnswer } from '@/shared/answers/people';
import { emailSchema } from '@/shared/schemas/common';
import { tokenExchangeSchema } from '@/shared/schemas/user';
import type { AppDeps } from '../app-deps';
import { signedInBeforeErasure } from '../auth/erased-email';
import type { VerifiedIdentity } from '../auth/id-token';
import { bearerToken, type Guards, type AuthVariables } from '../auth/middleware';
import { endAllSessions, endSession, startSession } from '../auth/user-sessions';
import { users } from '../db/schema';
import { contract, jsonBody } from '../http/contract';
import { ApiError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { emailParam, userProfileRoutes } from './user-profiles';

/** The path's email, checked and in lower case, or undefined: the key the successes' rate limit counts under. */
function validEmail(email: string | undefined): string | undefined {
  const result = v.safeParse(emailSchema, email);
  return result.success ? result.output.toLowerCase() : undefined;
}

const accountClaimed = () =>
  new ApiError(403, 'account_claimed', 'This email address belongs to another sign-in. Verify it first.');

/**
 * Whether the Firebase sign-in is not later than the user's last "sign out everywhere" (`auth_time` is in whole
 * seconds: one in the same second counts as before): a device that renews its session silently from it is
 * refused, and only a sign-in by hand afterwards (a new `auth_time`) starts a session.
 */
const signedInBefore = (identity: VerifiedIdentity, signedOutAt: Date | null) =>
  signedOutAt !== null && identity.authTime <= Math.floor(signedOutAt.getTime() / 1000);

export function usersRoutes(deps: AppDeps, guards: Guards) {
  const {
    database: { db },
    identity,
    sessions,
    rateLimits,
    rateLimitStore: store,
  } = deps;
  /**
   * The row for `email`, bound to the Firebase user signing in. A row belongs to the uid that first claimed
   * it (rows made before, like the seeded accounts, are bound now); another uid for the same email is
   * refused, unless that email is verified, which moves the row to it.
   */
  async function claimAccount(email: string, name: string, identity: VerifiedIdentity) {
    const [existing] = await db.select().from(users).where(eq(users.email, email));
    if (!existing) {
      if (await signedInBeforeErasure(db, identity))
        throw new ApiError(401, 'signed_out', 'This account was deleted. Log in again to start a new one.');
      const [created] = await db
        .insert(users)
        .values({ email, name, firebaseUid: identity.uid, emailVerified: identity.emailVerified })
        .onConflictDoNothing()
        .returning();
      if (created) return created;
      return claimAccount(email, name, identity);
    }
    const movesAccount = existing.firebaseUid !== null && existing.firebaseUid !== identity.uid;
    if (movesAccount && !identity.emailVerified) throw accountClaimed();
    // Bound only if the row is still as read: of two first sign-ins racing, one binds and the other is refused.
    const [claimed] = await db
      .update(users)
      .set({
        firebaseUid: identity.uid,
        // As Firebase says at this sign-in: a row taken over by another uid keeps no verification of the last.
        emailVerified: identity.emailVerified,
        ...(name ? { name } : {}),
      })
      .where(
        and(
          eq(users.id, existing.id),
          existing.firebaseUid === null ? isNull(users.firebaseUid) : eq(users.firebaseUid, existing.firebaseUid),
        ),
      )
      .returning();
    if (!claimed) return claimAccount(email, name, identity);
    // The previous owner's sessions end with the move.
    if (movesAccount) await endAllSessions(db, claimed.id);
    return claimed;
  }

  const exchangeFailures = rateLimit({
    name: 'token-exchange-failures',
    store,
    ...rateLimits.tokenExchangeFailures,
    counts: 'failures',
  });
  const exchangeSuccesses = rateLimit({
    name: 'token-exchange-successes',
    store,
    ...rateLimits.tokenExchangeSuccesses,
    counts: 'successes',
    // Only a valid email is a key: another path is refused (404) and counted as a failure of its address.
    keyOf: (c) => validEmail(c.req.param('email')),
  });

  /** The Firebase ID token of `Authorization: Bearer`, verified, and for the path's email (403 for another). */
  const signingIn = createMiddleware<
    { Variables: { identity: VerifiedIdentity } },
    string,
    { out: { param: { email: string } } }
  >(async (c, next) => {
    const identityClaims = await identity(bearerToken(c.req.header('Authorization')));
    if (identityClaims.email.toLowerCase() !== c.req.valid('param').email) {
      throw new ApiError(403, 'forbidden', 'The sign-in token belongs to another email address.');
    }
    c.set('identity', identityClaims);
    await next();
  });

  const tag = 'Accounts';
  return (
    new Hono<{ Variables: AuthVariables }>()
      /** Exchanges a Firebase ID token for the server's session token. Only name and email are taken. */
      .put(
        '/users/:email',
        contract({
          tag,
          summary: "Signs in: exchanges a Firebase ID token for the person's email for a session token",
          description:
            'The bearer token here is the Firebase ID token, not a session token. A renewal sends its last ' +
            'session token in `session`, so that the device keeps its session.',
          security: 'bearer',
          answers: { 200: sessionTokenAnswer },
          refusals: [400, 401, 403, 404, 413, 415, 422, 429],
        }),
        exchangeFailures,
        exchangeSuccesses,
        emailParam,
        signingIn,
        jsonBody(tokenExchangeSchema),
        async (c) => {
          const { email } = c.req.valid('param');
          const identityClaims = c.var.identity;
          const body = c.req.valid('json');
          const name = body.name || identityClaims.name;
          const user = await claimAccount(email, name, identityClaims);
          if (signedInBefore(identityClaims, user.signedOutEverywhereAt))
            throw new ApiError(401, 'signed_out', 'You signed out on every device. Please log in again.');
          const continuing = body.session === undefined ? undefined : await sessions.readSigned(body.session);
          return c.json({ token: await startSession(db, sessions, user.id, continuing) });
        },
      )
      /** Signing out of this device: its session ends, so its tokens are refused; other devices stay signed in. */
      .delete(
        '/session',
        contract({
          tag,
          summary: "Signs out of this device: the caller's session ends",
          security: 'bearer',
          answers: { 204: 'empty' },
          refusals: [401],
        }),
        guards.signedIn,
        async (c) => {
          await endSession(db, c.var.session);
          return c.body(null, 204);
        },
      )
      /**
       * Signing out everywhere: every session of the user ends, and no device may renew one silently from the
       * Firebase sign-in it holds; each signs in again by hand.
       */
      .delete(
        '/sessions',
        contract({
          tag,
          summary: "Signs out everywhere: every session of the caller's ends, and none is renewed without a sign-in",
          security: 'bearer',
          answers: { 204: 'empty' },
          refusals: [401],
        }),
        guards.signedIn,
        async (c) => {
          await db.transaction(async (tx) => {
            await tx
              .update(users)
              .set({ signedOutEverywhereAt: sql`now()` })
              .where(eq(users.id, c.var.user.id));
            await endAllSessions(tx, c.var.user.id);
          });
          return c.body(null, 204);
        },
      )
      .route('/', userProfileRoutes(deps, guards))
  );
}
