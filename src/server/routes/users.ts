import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { User } from '@/shared/api-types';
import { emailSchema } from '@/shared/schemas/common';
import { profileUpdateSchema, roleChangeSchema, tokenExchangeSchema, userListQuerySchema } from '@/shared/schemas/user';
import type { AppDeps } from '../app-deps';
import type { VerifiedIdentity } from '../auth/id-token';
import { bearerToken, type Guards, isSelfOrAdmin, type AuthVariables } from '../auth/middleware';
import { changeRole } from '../auth/role-change';
import { endAllSessions, endSession, startSession } from '../auth/user-sessions';
import { users } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { readPage, readTablePage, sendPage } from '../http/paging';
import { rateLimit } from '../http/rate-limit';
import { parseOrThrow, readJson } from '../http/validation';

export function toUserDto(row: typeof users.$inferSelect): User {
  const base = { _id: row.id, name: row.name, email: row.email, address: row.address, state: row.state, zip: row.zip };
  return row.role ? { ...base, role: row.role } : base;
}

/** The path's email, checked and in lower case, or undefined. */
function validEmail(email: string | undefined): string | undefined {
  const result = v.safeParse(emailSchema, email);
  return result.success ? result.output.toLowerCase() : undefined;
}

function readEmail(email: string): string {
  const valid = validEmail(email);
  if (valid === undefined) throw notFound('User');
  return valid;
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

export function usersRoutes(
  { database: { db }, identity, sessions, rateLimits, rateLimitStore: store }: AppDeps,
  { signedIn, admin }: Guards,
) {
  /**
   * The row for `email`, bound to the Firebase user signing in. A row belongs to the uid that first claimed
   * it (rows made before, like the seeded accounts, are bound now); another uid for the same email is
   * refused, unless that email is verified, which moves the row to it.
   */
  async function claimAccount(email: string, name: string, identity: VerifiedIdentity) {
    const [existing] = await db.select().from(users).where(eq(users.email, email));
    if (!existing) {
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

  const findUser = async (email: string) => {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    if (!row) throw notFound('User');
    return row;
  };

  return (
    new Hono<{ Variables: AuthVariables }>()
      /** Exchanges a Firebase ID token for the server's session token. Only name and email are taken. */
      .put('/users/:email', exchangeFailures, exchangeSuccesses, async (c) => {
        const email = readEmail(c.req.param('email'));
        const identityClaims = await identity(bearerToken(c.req.header('Authorization')));
        if (identityClaims.email.toLowerCase() !== email) {
          throw new ApiError(403, 'forbidden', 'The sign-in token belongs to another email address.');
        }
        const body = await readJson(c, tokenExchangeSchema);
        const name = body.name || identityClaims.name;
        const user = await claimAccount(email, name, identityClaims);
        if (signedInBefore(identityClaims, user.signedOutEverywhereAt))
          throw new ApiError(401, 'signed_out', 'You signed out on every device. Please log in again.');
        const continuing = body.session === undefined ? undefined : await sessions.readSigned(body.session);
        return c.json({ token: await startSession(db, sessions, user.id, continuing) });
      })
      /** Signing out of this device: its session ends, so its tokens are refused; other devices stay signed in. */
      .delete('/session', signedIn, async (c) => {
        await endSession(db, c.var.session);
        return c.body(null, 204);
      })
      /**
       * Signing out everywhere: every session of the user ends, and no device may renew one silently from the
       * Firebase sign-in it holds; each signs in again by hand.
       */
      .delete('/sessions', signedIn, async (c) => {
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ signedOutEverywhereAt: sql`now()` })
            .where(eq(users.id, c.var.user.id));
          await endAllSessions(tx, c.var.user.id);
        });
        return c.body(null, 204);
      })
      .get('/users', ...admin, async (c) => {
        const page = readPage(c);
        const { role } = parseOrThrow(userListQuerySchema, c.req.query());
        const ofRole = role === undefined ? undefined : role === 'customer' ? isNull(users.role) : eq(users.role, role);
        const { rows, total } = await readTablePage(
          db,
          users,
          { where: ofRole, orderBy: [asc(users.createdAt), asc(users.email)] },
          page,
        );
        return sendPage(c, rows.map(toUserDto), total);
      })
      .get('/users/:email', signedIn, async (c) => {
        const email = readEmail(c.req.param('email'));
        if (!isSelfOrAdmin(c.var.user, email))
          throw new ApiError(403, 'forbidden', 'You can only see your own profile.');
        return c.json(toUserDto(await findUser(email)));
      })
      /** The profile update; or, from an admin, a role: `{role: "admin" | "painter" | "customer"}`. */
      .put('/user/:email', signedIn, async (c) => {
        const email = readEmail(c.req.param('email'));
        let body: unknown;
        try {
          body = await c.req.json();
        } catch {
          throw new ApiError(400, 'bad_request', 'The request body is not valid JSON.');
        }
        if (typeof body === 'object' && body !== null && 'role' in body) {
          if (c.var.user.role !== 'admin') throw new ApiError(403, 'forbidden', 'Only an admin can change roles.');
          const { role } = parseOrThrow(roleChangeSchema, body);
          return c.json(toUserDto(await changeRole(db, await findUser(email), role)));
        }
        if (!isSelfOrAdmin(c.var.user, email))
          throw new ApiError(403, 'forbidden', 'You can only change your own profile.');
        const update = parseOrThrow(profileUpdateSchema, body);
        const target = await findUser(email);
        const [updated] = await db
          .update(users)
          .set({
            address: update.address,
            state: update.state,
            zip: update.zip,
            ...(update.name ? { name: update.name } : {}),
          })
          .where(eq(users.id, target.id))
          .returning();
        return c.json(toUserDto(updated!));
      })
  );
}
