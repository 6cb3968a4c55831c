import * as v from 'valibot';
import { badgeAreas, pushKinds } from '../schemas/push';

/** GET /api/push/key: the shop's public VAPID key, which a browser subscribes with. */
export const pushKeyAnswer = v.strictObject({ publicKey: v.string() });

/** POST /api/push/subscriptions: the subscription as stored. */
export const storedSubscriptionAnswer = v.strictObject({ _id: v.string(), endpoint: v.string() });

/** One of the caller's devices that get notifications. */
export const pushDeviceAnswer = v.strictObject({
  endpoint: v.string(),
  /** Read from the browser's User-Agent: "Chrome on Android". */
  label: v.string(),
  createdAt: v.string(),
  /** When the push service last took a notification for it; null until one. */
  lastSentAt: v.nullable(v.string()),
});
export type PushDevice = v.InferOutput<typeof pushDeviceAnswer>;

/** The kinds the user may be told of, each on or off (a customer's three, an admin's six). */
export const pushPreferencesAnswer = v.strictObject(
  Object.fromEntries(pushKinds.map((kind) => [kind, v.optional(v.boolean())])) as {
    [K in (typeof pushKinds)[number]]: v.OptionalSchema<v.BooleanSchema<undefined>, undefined>;
  },
);
export type PushPreferences = v.InferOutput<typeof pushPreferencesAnswer>;

/** GET /api/badge: what waits for this user, by area, and the sum the app icon shows. */
export const badgeAnswer = v.strictObject({
  count: v.number(),
  areas: v.strictObject(
    Object.fromEntries(badgeAreas.map((area) => [area, v.optional(v.number())])) as {
      [K in (typeof badgeAreas)[number]]: v.OptionalSchema<v.NumberSchema<undefined>, undefined>;
    },
  ),
});
export type Badge = v.InferOutput<typeof badgeAnswer>;
