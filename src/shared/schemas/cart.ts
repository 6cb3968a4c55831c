import * as v from 'valibot';
import { cartLinesSchema } from './order';

/** PUT /api/cart: the whole cart, and the version it was based on (0 for none). An empty cart is allowed. */
export const saveCartSchema = v.object({
  items: v.union([v.pipe(v.array(v.unknown()), v.length(0)), cartLinesSchema], 'Items must be a list of tools.'),
  version: v.pipe(v.number('Version must be a number.'), v.integer(), v.minValue(0)),
});
export type SaveCartInput = v.InferInput<typeof saveCartSchema>;
