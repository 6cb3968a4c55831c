import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { userSessions } from '../db/schema';
import type { SessionClaims, SessionTokens } from './session-token';

/** A session no renewal continued for this long is forgotten: its device signs in anew, as a new session. */
const forgottenAfterDays = 30;

/**
 * A session token for `userId`: for the session its device names by its last token (`continuing`), while that
 * session is still the user's, or for a new one. Each exchange also forgets the user's sessions left unrenewed.
 */
export async function startSession(
  db: Database,
  tokens: SessionTokens,
  userId: string,
  continuing?: SessionClaims,
): Promise<string> {
  await db
    .delete(userSessions)
    .where(
      and(
        eq(userSessions.userId, userId),
        lt(userSessions.renewedAt, sql`now() - make_interval(days => ${forgottenAfterDays})`),
      ),
    );
  const [continued] =
    continuing?.userId === userId
      ? await db
          .update(userSessions)
          .set({ renewedAt: sql`now()` })
          .where(and(eq(userSessions.id, continuing.sessionId), eq(userSessions.userId, userId)))
          .returning({ id: userSessions.id })
      : [];
  const session =
    continued ?? (await db.insert(userSessions).values({ userId }).returning({ id: userSessions.id }))[0]!;
  return tokens.issue({ userId, sessionId: session.id });
}

/** Ends one session: every token of it answers 401 from now on; the user's other devices are untouched. */
export async function endSession(db: Database, { userId, sessionId }: SessionClaims) {
  await db.delete(userSessions).where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId)));
}

/** Ends every session of the user, on every device. */
export async function endAllSessions(db: Database | Transaction, userId: string) {
  await db.delete(userSessions).where(eq(userSessions.userId, userId));
}
