import * as v from 'valibot';
import { idSchema, requiredText } from './common';
import { zipSchema } from './user';

export const maxOrderQuantity = 100_000;

export const quantitySchema = v.pipe(
  v.number('Quantity must be a number.'),
  v.integer('Quantity must be a whole number.'),
  v.minValue(1, 'Quantity must be at least 1.'),
  v.maxValue(maxOrderQuantity, `Quantity must be at most ${maxOrderQuantity}.`),
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

export const shipOrderSchema = v.object({ status: v.literal('shipped', 'An order can only be marked shipped.') });

/** Purchase is allowed only when minimum <= quantity <= available. */
export function isQuantityAllowed(quantity: number, minimum: number, available: number): boolean {
  return Number.isInteger(quantity) && quantity >= minimum && quantity <= available;
}
