import * as v from 'valibot';
import { stateCodes } from '../us-states';

/** GET /api/tax-rates: each state the shop charges sales tax in, by its code; a state not listed pays none. */
export const taxRatesAnswer = v.strictObject({
  rates: v.array(
    v.strictObject({
      state: v.picklist(stateCodes),
      /** Percent, up to 3 decimals. */
      percent: v.number(),
      /** Whether painting labour is taxed there; tools are taxed wherever a rate is listed. */
      painting: v.boolean(),
    }),
  ),
});
export type TaxRates = v.InferOutput<typeof taxRatesAnswer>;

/** GET /api/delivery: what an order of tools pays to be delivered, in dollars. */
export const deliverySettingsAnswer = v.strictObject({
  flat: v.number(),
  /** The subtotal from which delivery is free; null: never free. */
  freeFrom: v.nullable(v.number()),
  /** Whether a customer may collect an order at the shop, for nothing. */
  pickup: v.boolean(),
});
export type DeliverySettings = v.InferOutput<typeof deliverySettingsAnswer>;
