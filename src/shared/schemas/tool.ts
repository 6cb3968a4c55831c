import * as v from 'valibot';

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
    name: v.pipe(
      v.string('Name is required.'),
      v.trim(),
      v.nonEmpty('Name is required.'),
      v.maxLength(120, 'Name must be at most 120 characters.'),
    ),
    desc: v.pipe(
      v.string('Description is required.'),
      v.trim(),
      v.nonEmpty('Description is required.'),
      v.maxLength(2000, 'Description must be at most 2000 characters.'),
    ),
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
