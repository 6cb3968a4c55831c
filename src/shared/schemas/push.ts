import * as v from 'valibot';

/** base64url as browsers give a subscription's keys, with or without padding. */
const base64Url = (label: string, maxLength: number) =>
  v.pipe(
    v.string(`${label} is required.`),
    v.nonEmpty(`${label} is required.`),
    v.maxLength(maxLength, `${label} is too long.`),
    v.regex(/^[A-Za-z0-9_-]+={0,2}$/, `${label} must be base64url.`),
  );

/**
 * A push endpoint as the form gives it: an https URL. Which hosts the server will POST to is the server's rule
 * (the known push services and `PUSH_ENDPOINT_HOSTS`), checked before anything is stored.
 */
export const pushEndpointSchema = v.pipe(
  v.string('The endpoint is required.'),
  v.nonEmpty('The endpoint is required.'),
  v.maxLength(2048, 'The endpoint is too long.'),
  v.url('The endpoint must be a URL.'),
  v.startsWith('https://', 'The endpoint must be an https URL.'),
);

/** POST /api/push/subscriptions: a PushSubscription as its `toJSON()` gives it. */
export const pushSubscriptionSchema = v.object({
  endpoint: pushEndpointSchema,
  keys: v.object({
    /** The browser's P-256 public key, uncompressed (65 bytes: 87 characters of base64url). */
    p256dh: base64Url('The key p256dh', 100),
    /** The 16-byte authentication secret (22 characters of base64url). */
    auth: base64Url('The key auth', 32),
  }),
});
export type PushSubscriptionInput = v.InferOutput<typeof pushSubscriptionSchema>;

/** How many devices one person's notifications go to; a new one past this replaces their oldest. */
export const maxPushDevices = 10;

/** DELETE /api/push/subscriptions: turning notifications off on one device. */
export const pushUnsubscribeSchema = v.object({ endpoint: pushEndpointSchema });

/** What a customer may be told of, each kind on or off: their orders, quotes and invoices, visits and jobs. */
export const customerPushKinds = ['orders', 'quotes', 'visits'] as const;
/** What an admin may also be told of: new paid orders, new quote requests, new visits. */
export const adminPushKinds = ['newOrders', 'newQuoteRequests', 'newVisits'] as const;
export const pushKinds = [...customerPushKinds, ...adminPushKinds] as const;
export type PushKind = (typeof pushKinds)[number];

/** PUT /api/push/preferences: the kinds to change, each true or false; at least one. */
export const pushPreferencesSchema = v.pipe(
  v.strictObject(
    Object.fromEntries(pushKinds.map((kind) => [kind, v.optional(v.boolean(`${kind} must be true or false.`))])) as {
      [K in PushKind]: v.OptionalSchema<v.BooleanSchema<string>, undefined>;
    },
    'Only the kinds orders, quotes, visits, newOrders, newQuoteRequests and newVisits can be set.',
  ),
  v.check((input) => Object.values(input).some((value) => value !== undefined), 'Say which kinds to turn on or off.'),
);

/** The areas whose waiting things count toward the app's badge, each cleared when its page is seen. */
export const badgeAreas = ['orders', 'quotes', 'quoteRequests', 'messages'] as const;
export type BadgeArea = (typeof badgeAreas)[number];

/** PUT /api/badge/seen: the user has seen one area's page. */
export const badgeSeenSchema = v.object({
  area: v.picklist(badgeAreas, `area must be one of ${badgeAreas.join(', ')}.`),
});
