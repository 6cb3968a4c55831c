import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  adminPushKinds,
  customerPushKinds,
  maxPushDevices,
  type PushDevice,
  type PushPreferences,
  pushPreferencesSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@/shared/schemas/push';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards, SessionUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { pushPreferences, pushSubscriptions, userSessions } from '../db/schema';
import { ApiError } from '../http/errors';
import { readJson } from '../http/validation';
import { deviceLabel } from '../push/device-label';
import { checkSubscription } from '../push/endpoint-policy';

const kindsFor = (user: SessionUser) =>
  user.role === 'admin' ? [...customerPushKinds, ...adminPushKinds] : [...customerPushKinds];

/** The kinds `user` may be told of, each on or off as they chose (on until they choose). */
async function preferencesOf(db: Database, user: SessionUser): Promise<PushPreferences> {
  const [stored] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, user.id));
  return Object.fromEntries(kindsFor(user).map((kind) => [kind, stored?.[kind] ?? true]));
}

/**
 * Web Push: the shop's public VAPID key for anyone (a device subscribes with it), and for a signed-in user
 * their device's subscription, stored or removed, and what they want to be told of.
 */
export function pushRoutes({ database: { db }, push }: AppDeps, { signedIn }: Guards) {
  return (
    new Hono<{ Variables: AuthVariables }>()
      .get('/push/key', (c) => {
        c.header('Cache-Control', 'no-cache');
        return c.json({ publicKey: push.publicKey });
      })
      .get('/push/subscriptions', signedIn, async (c) => {
        const devices = await db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, c.var.user.id))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(maxPushDevices);
        return c.json(
          devices.map((device): PushDevice => ({
            endpoint: device.endpoint,
            label: device.label,
            createdAt: device.createdAt.toISOString(),
            lastSentAt: device.lastSentAt?.toISOString() ?? null,
          })),
        );
      })
      /**
       * Stores this device's subscription for the signed-in user and this session (signing out removes it). An
       * endpoint on a host the server would not POST to is refused (422) before anything is stored or sent.
       * The same browser subscribing for another person takes the endpoint over, without what waited for the
       * previous one. A person's devices are at most `maxPushDevices`: the newest replaces the oldest, so what
       * one event writes for them stays small.
       */
      .post('/push/subscriptions', signedIn, async (c) => {
        const input = await readJson(c, pushSubscriptionSchema);
        checkSubscription(input, push.endpointHosts);
        const { user, session } = c.var;
        const label = deviceLabel(c.req.header('User-Agent'));
        const [stored] = await db.transaction(async (tx) => {
          // The session is held until the subscription is stored: a sign-out at the same moment waits and then
          // removes it with the session, and one that came first leaves nothing to store it for.
          const [held] = await tx
            .select({ id: userSessions.id })
            .from(userSessions)
            .where(eq(userSessions.id, session.sessionId))
            .for('key share');
          if (!held) throw new ApiError(401, 'invalid_token', 'Please log in again.');
          // One person's subscriptions are counted one at a time.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`push-devices:${user.id}`}, 0))`);
          await tx
            .delete(pushSubscriptions)
            .where(and(eq(pushSubscriptions.endpoint, input.endpoint), ne(pushSubscriptions.userId, user.id)));
          const keys = { sessionId: session.sessionId, p256dh: input.keys.p256dh, auth: input.keys.auth, label };
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
        return c.json({ _id: stored!.id, endpoint: stored!.endpoint }, 201);
      })
      /** Turns notifications off on one device of the user's: its subscription goes, with what waited for it. */
      .delete('/push/subscriptions', signedIn, async (c) => {
        const { endpoint } = await readJson(c, pushUnsubscribeSchema);
        await db
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, c.var.user.id)));
        return c.body(null, 204);
      })
      .get('/push/preferences', signedIn, async (c) => c.json(await preferencesOf(db, c.var.user)))
      /** Turns kinds on or off, on every device of the user's; only admins have the admin's kinds. */
      .put('/push/preferences', signedIn, async (c) => {
        const input = await readJson(c, pushPreferencesSchema);
        const allowed = new Set<string>(kindsFor(c.var.user));
        const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
        const notAllowed = Object.keys(changes).filter((kind) => !allowed.has(kind));
        if (notAllowed.length > 0)
          throw new ApiError(
            422,
            'invalid',
            'Only admins are told of new orders, quote requests and visits.',
            notAllowed.map((path) => ({ path, message: 'Only admins are told of this.' })),
          );
        await db
          .insert(pushPreferences)
          .values({ userId: c.var.user.id, ...changes })
          .onConflictDoUpdate({ target: pushPreferences.userId, set: { ...changes, updatedAt: sql`now()` } });
        return c.json(await preferencesOf(db, c.var.user));
      })
  );
}
