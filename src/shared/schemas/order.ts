import * as v from 'valibot';
import { idSchema, optionalText, requiredText } from './common';
import { zipSchema } from './user';

/** Where an order is in its life. */
export const orderStatuses = ['pending', 'shipped', 'delivered', 'cancelled', 'expired', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The steps of an order's timeline: its statuses past `pending`, and `placed` and `paid`, which are events only. */
export const orderEventStatuses = [
  'placed',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'expired',
  'refunded',
] as const;

export const maxOrderQuantity = 100_000;

export const quantitySchema = v.pipe(
  v.number('Quantity must be a number.'),
  v.integer('Quantity must be a whole number.'),
  v.minValue(1, 'Quantity must be at least 1.'),
  v.maxValue(maxOrderQuantity, `Quantity must be at most ${maxOrderQuantity}.`),
);

/** The most distinct tools one cart, and so one order, may hold. */
export const maxCartLines = 30;

/** Lines of tools and quantities: a cart's, or a cart order's. Each tool at most once. */
export const cartLinesSchema = v.pipe(
  v.array(v.object({ productId: idSchema, quantity: quantitySchema }), 'Items must be a list.'),
  v.minLength(1, 'Add at least one tool.'),
  v.maxLength(maxCartLines, `At most ${maxCartLines} different tools at once.`),
  v.check(
    (items) => new Set(items.map((item) => item.productId)).size === items.length,
    'Each tool may appear once; change its quantity instead.',
  ),
);

/**
 * What the client may say when placing an order. Everything else the spec's payload carries (names,
 * email, product name, prices, date, status) the server takes from the token and the database.
 */
export const placeOrderSchema = v.object({
  productId: idSchema,
  productQuantity: quantitySchema,
  userAddress: requiredText('Address', 200),
  userState: requiredText('State', 60),
  userZip: v.pipe(zipSchema, v.nonEmpty('Zip is required.')),
});
export type PlaceOrderInput = v.InferInput<typeof placeOrderSchema>;

/** POST /orders with the cart's lines: 1 to 30 distinct tools, delivered to one address. */
export const placeCartOrderSchema = v.object({
  items: cartLinesSchema,
  userAddress: placeOrderSchema.entries.userAddress,
  userState: placeOrderSchema.entries.userState,
  userZip: placeOrderSchema.entries.userZip,
});
export type PlaceCartOrderInput = v.InferInput<typeof placeCartOrderSchema>;

/** PUT /orders/:id: shipped (from pending) with what the parcel can be followed by, or delivered (from shipped). */
export const orderStatusSchema = v.variant(
  'status',
  [
    v.object({
      status: v.literal('shipped'),
      carrier: v.optional(optionalText('Carrier', 60)),
      trackingNumber: v.optional(optionalText('Tracking number', 60)),
    }),
    v.object({ status: v.literal('delivered') }),
  ],
  'An order can only be marked shipped or delivered.',
);
export type OrderStatusInput = v.InferInput<typeof orderStatusSchema>;

/** Purchase is allowed only when minimum <= quantity <= available. */
export function isQuantityAllowed(quantity: number, minimum: number, available: number): boolean {
  return Number.isInteger(quantity) && quantity >= minimum && quantity <= available;
}
