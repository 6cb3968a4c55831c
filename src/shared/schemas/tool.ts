import * as v from 'valibot';
import { requiredText } from './common';

const wholeNumber = (label: string, min: number, max: number) =>
  v.pipe(
    v.number(`${label} must be a number.`),
    v.integer(`${label} must be a whole number.`),
    v.minValue(min, `${label} must be at least ${min}.`),
    v.maxValue(max, `${label} must be at most ${max}.`),
  );

/**
 * Dollars with at most two decimals, from one cent to 1,000,000, so that cents keep them exactly. The
 * decimals check tolerates float error, so a price under a cent (1e-9) would round to 0 cents: refused here.
 */
export const priceSchema = v.pipe(
  v.number('Price must be a number.'),
  v.minValue(0.01, 'Price must be at least $0.01.'),
  v.maxValue(1_000_000, 'Price must be at most $1,000,000.'),
  v.check(
    (dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6,
    'Price can have at most two decimals.',
  ),
);

/** The units a paint is sold in, for the paint calculator. */
export const coverageUnits = ['gallon', 'quart', 'litre'] as const;

/** How far one unit of a paint goes in one coat: whole square feet, and the unit it is sold in. */
export const coverageSchema = v.strictObject({
  sqftPerUnit: wholeNumber('Coverage', 1, 2000),
  unit: v.picklist(coverageUnits, 'Unit must be gallon, quart or litre.'),
});

export const toolFields = {
  name: requiredText('Name', 120),
  desc: requiredText('Description', 2000),
  minOrderQuantity: wholeNumber('Minimum order', 1, 100_000),
  orderQuanitity: wholeNumber('Quantity', 0, 1_000_000),
  price: priceSchema,
  /** A paint's coverage; null takes it away, and a tool sent without it keeps the one it has. */
  coverage: v.optional(v.nullable(coverageSchema)),
};

/**
 * The minimum order fits within the stock (the field named `stock`); reported on the minimum's field.
 * Generic over the form's shape.
 */
export function minimumWithinStock<
  TStock extends string,
  TTool extends { minOrderQuantity: number } & Record<TStock, number>,
>(stock: TStock) {
  return v.forward<TTool, v.CheckIssue<TTool>, ['minOrderQuantity']>(
    v.check<TTool, string>(
      (tool) => tool.minOrderQuantity <= tool[stock],
      'The minimum order cannot be more than the quantity in stock.',
    ),
    // The path is checked against TTool's keys, which a generic cannot show; every TTool has this one.
    ['minOrderQuantity'] as unknown as Parameters<
      typeof v.forward<TTool, v.CheckIssue<TTool>, ['minOrderQuantity']>
    >[1],
  );
}

/** The spec's update payload, field names as it spells them; quantities are whole, the price in dollars and cents. */
export const toolUpdateSchema = v.pipe(v.object(toolFields), minimumWithinStock('orderQuanitity'));
export type ToolUpdate = v.InferOutput<typeof toolUpdateSchema>;

/** A new tool: the update's fields and its image (a URL from the upload route). */
export const toolCreateSchema = v.pipe(
  v.object({ ...toolFields, img: requiredText('Image', 500) }),
  minimumWithinStock('orderQuanitity'),
);
export type ToolCreate = v.InferOutput<typeof toolCreateSchema>;
