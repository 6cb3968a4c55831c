import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { SessionTokens } from './session-token';

export type SessionUser = typeof users.$inferSelect;
export type AuthVariables = { user: SessionUser };

export function bearerToken(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) throw new ApiError(401, 'unauthorized', 'Please log in to continue.');
  return match[1];
}

/** Who is asking: a valid session token for a user who still exists and whose sessions were not revoked. */
export function requireUser(db: Database, sessions: SessionTokens) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const claims = await sessions.verify(bearerToken(c.req.header('Authorization')));
    const [user] = await db.select().from(users).where(eq(users.id, claims.userId));
    if (!user || user.tokenVersion !== claims.tokenVersion)
      throw new ApiError(401, 'invalid_token', 'Please log in again.');
    c.set('user', user);
    await next();
  });
}

export const requireAdmin = createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
  if (c.var.user.role !== 'admin') throw new ApiError(403, 'forbidden', 'Only an admin can do that.');
  await next();
});

/** The two checks routes put before what they do, built once per app and handed to every route. */
export type Guards = {
  signedIn: ReturnType<typeof requireUser>;
  admin: readonly [ReturnType<typeof requireUser>, typeof requireAdmin];
};

export function createGuards(db: Database, sessions: SessionTokens): Guards {
  const signedIn = requireUser(db, sessions);
  return { signedIn, admin: [signedIn, requireAdmin] };
}

export function isSelfOrAdmin(user: SessionUser, email: string) {
  return user.role === 'admin' || user.email === email.toLowerCase();
}
