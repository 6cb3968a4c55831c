import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import { maxPushDevices, type PushSubscriptionInput } from '@/shared/schemas/push';
import type { SessionUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { pushSubscriptions, userSessions } from '../db/schema';
import { ApiError } from '../http/errors';

/**
 * Stores a subscription of `user`'s for their session, in one transaction: the session held (a sign-out at the
 * same moment waits, then removes it with the session; one that came first leaves nothing to store it for, 401),
 * another person's row of the endpoint taken over, and the person's devices kept to `maxPushDevices`.
 */
export async function storeSubscription(
  db: Database,
  {
    user,
    sessionId,
    input,
    label,
  }: { user: SessionUser; sessionId: string; input: PushSubscriptionInput; label: string },
) {
  const [stored] = await db.transaction(async (tx) => {
    // The session is held until the subscription is stored: a sign-out at the same moment waits and then
    // removes it with the session, and one that came first leaves nothing to store it for.
    const [held] = await tx
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(eq(userSessions.id, sessionId))
      .for('key share');
    if (!held) throw new ApiError(401, 'invalid_token', 'Please log in again.');
    // One person's subscriptions are counted one at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`push-devices:${user.id}`}, 0))`);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, input.endpoint), ne(pushSubscriptions.userId, user.id)));
    const keys = { sessionId: sessionId, p256dh: input.keys.p256dh, auth: input.keys.auth, label };
    const saved = await tx
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint: input.endpoint, ...keys })
      // Another person's row for this endpoint written meanwhile is theirs, with what waits for them.
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: keys,
        setWhere: eq(pushSubscriptions.userId, user.id),
      })
      .returning({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint });
    if (!saved[0])
      throw new ApiError(409, 'conflict', 'This device was just turned on for someone else. Please try again.');
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, user.id), ne(pushSubscriptions.id, saved[0]!.id)))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(maxPushDevices - 1);
    await tx
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, user.id),
          ne(pushSubscriptions.id, saved[0]!.id),
          notInArray(pushSubscriptions.id, newest),
        ),
      );
    return saved;
  });
  return stored!;
}
