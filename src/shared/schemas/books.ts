import * as v from 'valibot';
import { formatDollars } from '../money';
import { stateCodes } from '../us-states';

/** The highest sales tax rate the shop can be set to, in percent. */
export const maxTaxPercent = 20;

/** The most a delivery charge or its free-from amount may be, in dollars. */
export const maxDeliveryDollars = 10_000;

/**
 * Dollars with at most cents, within 0 and `max`. Its words are made when the module loads, on every page that
 * loads it: `max` is written by formatDollars, since a `toLocaleString` here loaded the browser's number data,
 * the longest task of a first visit to the contact page on a phone (171 ms at 4× CPU).
 */
const dollarsSchema = (label: string, max: number) =>
  v.pipe(
    v.number(`${label} must be a number of dollars.`),
    v.finite(`${label} must be a number of dollars.`),
    v.minValue(0, `${label} cannot be negative.`),
    v.maxValue(max, `${label} can be at most ${formatDollars(max).replace(/\.00$/, '')}.`),
    v.check((dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6, `${label} has at most cents.`),
  );

/** One state's sales tax: its rate, and whether painting labour is taxed there too (else tools only). */
export const taxRateSchema = v.object({
  state: v.picklist(stateCodes, 'State must be a US state code, such as WA.'),
  percent: v.pipe(
    v.number('Rate must be a number.'),
    v.finite('Rate must be a number.'),
    v.minValue(0, 'Rate cannot be negative.'),
    v.maxValue(maxTaxPercent, `Rate can be at most ${maxTaxPercent} %.`),
    v.check((percent) => Math.abs(percent * 1000 - Math.round(percent * 1000)) < 1e-6, 'Rate has at most 3 decimals.'),
  ),
  painting: v.boolean('Painting must be true or false.'),
});

/** PUT /tax-rates: the whole table, each state once; a state not listed pays no tax. */
export const taxRatesSchema = v.object({
  rates: v.pipe(
    v.array(taxRateSchema, 'Rates must be a list.'),
    v.maxLength(stateCodes.length, `At most ${stateCodes.length} states.`),
    v.check((rates) => new Set(rates.map((rate) => rate.state)).size === rates.length, 'Each state may appear once.'),
  ),
});
export type TaxRatesInput = v.InferInput<typeof taxRatesSchema>;

/** PUT /delivery: the charge of an order of tools, the subtotal from which it is free, and whether pickup is offered. */
export const deliverySettingsSchema = v.object({
  flat: dollarsSchema('The delivery charge', maxDeliveryDollars),
  /** Null: never free. */
  freeFrom: v.nullable(dollarsSchema('Free from', 1_000_000)),
  pickup: v.boolean('Pickup must be true or false.'),
});
export type DeliverySettingsInput = v.InferInput<typeof deliverySettingsSchema>;

/** How an order of tools reaches its customer. */
export const deliveryMethods = ['ship', 'pickup'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];
