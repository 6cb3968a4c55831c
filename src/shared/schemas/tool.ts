import * as v from 'valibot';
import { requiredText } from './common';

const wholeNumber = (label: string, min: number, max: number) =>
  v.pipe(
    v.number(`${label} must be a number.`),
    v.integer(`${label} must be a whole number.`),
    v.minValue(min, `${label} must be at least ${min}.`),
    v.maxValue(max, `${label} must be at most ${max}.`),
  );

/** The spec's update payload, field names as it spells them; numbers are whole (digits only in the form). */
export const toolUpdateSchema = v.pipe(
  v.object({
    name: requiredText('Name', 120),
    desc: requiredText('Description', 2000),
    minOrderQuantity: wholeNumber('Minimum order', 1, 100_000),
    orderQuanitity: wholeNumber('Quantity', 0, 1_000_000),
    price: wholeNumber('Price', 1, 1_000_000),
  }),
  v.forward(
    v.check(
      (tool) => tool.minOrderQuantity <= tool.orderQuanitity,
      'The minimum order cannot be more than the quantity in stock.',
    ),
    ['minOrderQuantity'],
  ),
);
export type ToolUpdate = v.InferOutput<typeof toolUpdateSchema>;
