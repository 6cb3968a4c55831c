import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  adminPushKinds,
  customerPushKinds,
  maxPushDevices,
  type PushSubscriptionInput,
  pushPreferencesSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@/shared/schemas/push';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards, SessionUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { pushPreferences, pushSubscriptions, userSessions } from '../db/schema';
import { ApiError } from '../http/errors';
import { contract, jsonBody } from '../http/contract';
import {
  type PushDevice,
  pushDeviceAnswer,
  pushKeyAnswer,
  type PushPreferences,
  pushPreferencesAnswer,
  storedSubscriptionAnswer,
} from '@/shared/answers/push';
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
 * Stores a subscription of `user`'s for their session, in one transaction: the session held (a sign-out at the
 * same moment waits, then removes it with the session; one that came first leaves nothing to store it for, 401),
 * another person's row of the endpoint taken over, and the person's devices kept to `maxPushDevices`.
 */
async function storeSubscription(
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

/**
 * Web Push: the shop's public VAPID key for anyone (a device subscribes with it), and for a signed-in user
 * their device's subscription, stored or removed, and what they want to be told of.
 */
export function pushRoutes({ database: { db }, push }: AppDeps, { signedIn }: Guards) {
  const tag = 'Push notifications';
  return (
    new Hono<{ Variables: AuthVariables }>()
      .get(
        '/push/key',
        contract({
          tag,
          summary: "The shop's public VAPID key, which a browser subscribes with",
          security: 'none',
          answers: { 200: pushKeyAnswer },
          refusals: [],
        }),
        (c) => {
          c.header('Cache-Control', 'no-cache');
          return c.json({ publicKey: push.publicKey });
        },
      )
      .get(
        '/push/subscriptions',
        contract({
          tag,
          summary: "The caller's devices that get notifications, newest first (at most 10)",
          security: 'bearer',
          answers: { 200: v.array(pushDeviceAnswer) },
          refusals: [401],
        }),
        signedIn,
        async (c) => {
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
        },
      )
      /**
       * Stores this device's subscription for the signed-in user and this session (signing out removes it). An
       * endpoint on a host the server would not POST to is refused (422) before anything is stored or sent.
       * The same browser subscribing for another person takes the endpoint over, without what waited for the
       * previous one. A person's devices are at most `maxPushDevices`: the newest replaces the oldest, so what
       * one event writes for them stays small.
       */
      .post(
        '/push/subscriptions',
        contract({
          tag,
          summary: "Turns notifications on for this device: stores its subscription for the caller's session",
          security: 'bearer',
          answers: { 201: storedSubscriptionAnswer },
          refusals: [400, 401, 409, 413, 415, 422],
        }),
        signedIn,
        jsonBody(pushSubscriptionSchema),
        async (c) => {
          const input = c.req.valid('json');
          checkSubscription(input, push.endpointHosts);
          const { user, session } = c.var;
          const label = deviceLabel(c.req.header('User-Agent'));
          const stored = await storeSubscription(db, { user, sessionId: session.sessionId, input, label });
          return c.json({ _id: stored.id, endpoint: stored.endpoint }, 201);
        },
      )
      /** Turns notifications off on one device of the user's: its subscription goes, with what waited for it. */
      .delete(
        '/push/subscriptions',
        contract({
          tag,
          summary: "Turns notifications off on one of the caller's devices",
          security: 'bearer',
          answers: { 204: 'empty' },
          refusals: [400, 401, 413, 415, 422],
        }),
        signedIn,
        jsonBody(pushUnsubscribeSchema),
        async (c) => {
          const { endpoint } = c.req.valid('json');
          await db
            .delete(pushSubscriptions)
            .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, c.var.user.id)));
          return c.body(null, 204);
        },
      )
      .get(
        '/push/preferences',
        contract({
          tag,
          summary: 'What the caller is told of, kind by kind, on every device',
          security: 'bearer',
          answers: { 200: pushPreferencesAnswer },
          refusals: [401],
        }),
        signedIn,
        async (c) => c.json(await preferencesOf(db, c.var.user)),
      )
      /** Turns kinds on or off, on every device of the user's; only admins have the admin's kinds. */
      .put(
        '/push/preferences',
        contract({
          tag,
          summary: 'Turns kinds of notification on or off, on every device of the caller',
          security: 'bearer',
          answers: { 200: pushPreferencesAnswer },
          refusals: [400, 401, 413, 415, 422],
        }),
        signedIn,
        jsonBody(pushPreferencesSchema),
        async (c) => {
          const input = c.req.valid('json');
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
        },
      )
  );
}
