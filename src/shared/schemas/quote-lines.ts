import * as v from 'valibot';
import { idSchema, requiredText } from './common';

/** The most lines one list of a quote holds: its own, or one option's. */
export const maxQuoteLines = 50;
/** The most options one quote offers to choose from (good, better, best). */
export const maxQuoteOptions = 3;

const quantitySchema = v.pipe(
  v.number('Quantity must be a number.'),
  v.minValue(0.01, 'Quantity must be more than 0.'),
  v.maxValue(100_000, 'Quantity must be at most 100,000.'),
  v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Quantity can have at most two decimals.'),
);

/** Dollars with at most two decimals, 0 (included at no charge) to 1,000,000. */
const unitPriceSchema = v.pipe(
  v.number('Unit price must be a number.'),
  v.minValue(0, 'Unit price cannot be negative.'),
  v.maxValue(1_000_000, 'Unit price must be at most $1,000,000.'),
  v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Unit price can have at most two decimals.'),
);

export const quoteLineSchema = v.object({
  description: requiredText('Description', 200),
  quantity: quantitySchema,
  /** hours, m², gallons, each… */
  unit: requiredText('Unit', 20),
  /** Dollars. */
  unitPrice: unitPriceSchema,
  /** The catalogue tool the line was picked from, if it was. */
  productId: v.optional(idSchema),
  /** A line the customer may add or leave out when accepting: only among the quote's own lines. */
  optional: v.optional(v.boolean('Optional must be true or false.')),
});
export type QuoteLineInput = v.InferInput<typeof quoteLineSchema>;

const linesOf = (what: string, least: number) =>
  v.pipe(
    v.array(quoteLineSchema, `${what} must be a list.`),
    v.minLength(least, least > 0 ? 'Give each option at least one line.' : 'Add at least one line.'),
    v.maxLength(maxQuoteLines, `At most ${maxQuoteLines} lines.`),
  );

/** The quote's own lines: what every option includes, and the optional lines. */
export const quoteLinesSchema = linesOf('Lines', 0);

/** One option of a quote ("Good", "Better", "Best"): its own lines, added to the quote's when chosen. */
export const quoteOptionSchema = v.object({
  name: requiredText('Option name', 40),
  lines: v.pipe(
    linesOf('An option’s lines', 1),
    v.check(
      (lines) => lines.every((line) => !line.optional),
      'Optional lines belong to the quote’s own lines, not to an option.',
    ),
  ),
});

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const quoteOptionsSchema = v.pipe(
  v.array(quoteOptionSchema, 'Options must be a list.'),
  v.maxLength(maxQuoteOptions, `At most ${maxQuoteOptions} options.`),
  v.check((options) => options.length !== 1, 'Offer two or three options, or none.'),
  v.check(
    (options) =>
      options.every((option, index) => options.findIndex((other) => sameName(other.name, option.name)) === index),
    'Give each option its own name.',
  ),
);

type Offer = { lines: { optional?: boolean }[]; options: unknown[] };

/**
 * A quote without options needs a line that is not optional, or it would come to nothing unless the customer
 * added something; with options, each option carries its own lines.
 */
export function withOfferRules<TSchema extends v.GenericSchema<unknown, Offer>>(schema: TSchema) {
  type Output = v.InferOutput<TSchema>;
  const rule = (holds: (offer: Offer) => boolean, message: string) =>
    v.forward(v.check<Output, string>(holds, message), ['lines'] as never);
  return v.pipe(
    schema,
    rule((offer) => offer.options.length > 0 || offer.lines.length > 0, 'Add at least one line.'),
    rule(
      (offer) => offer.options.length > 0 || offer.lines.some((line) => !line.optional),
      'At least one line must not be optional.',
    ),
  );
}

/** What the customer chose when accepting: one of the options, if the quote has them, and optional lines by index. */
export const quoteChoiceFields = {
  option: v.optional(requiredText('Option', 40)),
  optionalLines: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.number('Each optional line is its index.'),
          v.integer('Each optional line is its index.'),
          v.minValue(0, 'Each optional line is its index.'),
          v.maxValue(maxQuoteLines - 1, 'Each optional line is its index.'),
        ),
        'optionalLines must be a list.',
      ),
      v.maxLength(maxQuoteLines, `At most ${maxQuoteLines} optional lines.`),
      v.check((indexes) => new Set(indexes).size === indexes.length, 'Each optional line once.'),
    ),
  ),
};
