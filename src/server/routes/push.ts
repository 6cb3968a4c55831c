import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  adminPushKinds,
  customerPushKinds,
  maxPushDevices,
  pushPreferencesSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@/shared/schemas/push';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards, SessionUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { pushPreferences, pushSubscriptions } from '../db/schema';
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
import { storeSubscription } from '../push/store-subscription';
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
