import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { userSessions, users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { SessionClaims, SessionTokens } from './session-token';

export type SessionUser = typeof users.$inferSelect;
/** Who is asking, and the session (of one device) their token belongs to. */
export type AuthVariables = { user: SessionUser; session: SessionClaims };

export function bearerToken(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) throw new ApiError(401, 'unauthorized', 'Please log in to continue.');
  return match[1];
}

/** The claims of the Authorization header's session token, checked without the database: 401 for any other. */
export const tokenClaims = (sessions: SessionTokens, header: string | undefined) =>
  sessions.verify(bearerToken(header));

/** The claims' user, in one query, as long as their session is still theirs (not signed out of). */
const sessionUserQuery = preparedQuery((db) =>
  db
    .select(getTableColumns(users))
    .from(users)
    .innerJoin(userSessions, eq(userSessions.userId, users.id))
    .where(and(eq(users.id, sql.placeholder('userId')), eq(userSessions.id, sql.placeholder('sessionId'))))
    .prepare('user_of_session'),
);

export async function userOfSession(db: Database, claims: SessionClaims) {
  const [user] = await sessionUserQuery(db).execute({ userId: claims.userId, sessionId: claims.sessionId });
  if (!user) throw new ApiError(401, 'invalid_token', 'Please log in again.');
  return { user, session: claims };
}

/** The token's user, as long as the token's session is still theirs. */
async function sessionUser(db: Database, sessions: SessionTokens, header: string | undefined) {
  return userOfSession(db, await tokenClaims(sessions, header));
}

/** Who is asking: a valid session token for a user who still exists, of a session that was not ended. */
export function requireUser(db: Database, sessions: SessionTokens) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const { user, session } = await sessionUser(db, sessions, c.req.header('Authorization'));
    c.set('user', user);
    c.set('session', session);
    await next();
  });
}

/**
 * For calls anyone may make that remember who made them: without an Authorization header the caller is
 * anonymous; with one, it must be a valid session, so that a stale token is renewed rather than ignored.
 */
export function identifyUser(db: Database, sessions: SessionTokens) {
  return createMiddleware<{ Variables: Partial<AuthVariables> }>(async (c, next) => {
    const header = c.req.header('Authorization');
    if (header !== undefined) {
      const { user, session } = await sessionUser(db, sessions, header);
      c.set('user', user);
      c.set('session', session);
    }
    await next();
  });
}

const requireAdmin = createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
  if (c.var.user.role !== 'admin') throw new ApiError(403, 'forbidden', 'Only an admin can do that.');
  await next();
});

/**
 * The checks routes put before what they do, built once per app and handed to every route. An admin-only
 * route spreads `admin` (`...admin`), which signs the caller in and then checks the role: the one way.
 */
export type Guards = {
  signedIn: ReturnType<typeof requireUser>;
  admin: readonly [ReturnType<typeof requireUser>, typeof requireAdmin];
  maybeSignedIn: ReturnType<typeof identifyUser>;
};

export function createGuards(db: Database, sessions: SessionTokens): Guards {
  const signedIn = requireUser(db, sessions);
  return { signedIn, admin: [signedIn, requireAdmin], maybeSignedIn: identifyUser(db, sessions) };
}

export function isSelfOrAdmin(user: SessionUser, email: string) {
  return user.role === 'admin' || user.email === email.toLowerCase();
}
