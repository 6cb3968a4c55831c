import * as v from 'valibot';
import { deliveryMethods } from './books';
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
  /** Delivered to the address (the default), or collected at the shop when it offers pickup. */
  delivery: v.optional(v.picklist(deliveryMethods, 'Delivery must be ship or pickup.')),
});
export type PlaceOrderInput = v.InferInput<typeof placeOrderSchema>;

/** POST /orders with the cart's lines: 1 to 30 distinct tools, delivered to one address. */
export const placeCartOrderSchema = v.object({
  items: cartLinesSchema,
  userAddress: placeOrderSchema.entries.userAddress,
  userState: placeOrderSchema.entries.userState,
  userZip: placeOrderSchema.entries.userZip,
  delivery: placeOrderSchema.entries.delivery,
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

/**
 * POST /orders/:id/refund: chosen lines and quantities, or an amount in dollars, or neither (the whole remainder).
 * Tax goes back in proportion; never more than remains.
 */
export const refundOrderSchema = v.pipe(
  v.object({
    items: v.optional(
      v.pipe(
        v.array(v.object({ productId: idSchema, quantity: quantitySchema }), 'Items must be a list.'),
        v.minLength(1, 'Choose at least one line to refund.'),
        v.maxLength(maxCartLines, `At most ${maxCartLines} lines.`),
        v.check(
          (items) => new Set(items.map((item) => item.productId)).size === items.length,
          'Each tool may appear once.',
        ),
      ),
    ),
    amount: v.optional(
      v.pipe(
        v.number('Amount must be a number of dollars.'),
        v.finite('Amount must be a number of dollars.'),
        v.minValue(0.01, 'Refund at least $0.01.'),
        v.check((dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6, 'Amount has at most cents.'),
      ),
    ),
  }),
  v.forward(
    v.check(({ items, amount }) => items === undefined || amount === undefined, 'Give lines or an amount, not both.'),
    ['amount'],
  ),
);
export type RefundOrderInput = v.InferInput<typeof refundOrderSchema>;
