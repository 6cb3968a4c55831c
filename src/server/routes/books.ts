import { Hono } from 'hono';
import { deliverySettingsAnswer, taxRatesAnswer } from '@/shared/answers/books';
import { deliverySettingsSchema, taxRatesSchema } from '@/shared/schemas/books';
import type { AppDeps } from '../app-deps';
import type { AuthVariables, Guards } from '../auth/middleware';
import { readDeliverySettings, readTaxRates, writeDeliverySettings, writeTaxRates } from '../books/shop-books';
import { contract, jsonBody } from '../http/contract';

/**
 * The shop's books settings: sales tax by state and what delivery costs. Anyone reads them (the cart shows
 * its totals before checkout, and keeps them for offline); admins write them, for what is created after.
 */
export function booksRoutes({ database: { db } }: AppDeps, { admin }: Guards) {
  const tag = 'Books';
  return new Hono<{ Variables: AuthVariables }>()
    .get(
      '/tax-rates',
      contract({
        tag,
        summary: 'The sales tax of each state the shop charges it in; a state not listed pays none',
        security: 'none',
        answers: { 200: taxRatesAnswer },
        refusals: [],
      }),
      async (c) => {
        c.header('Cache-Control', 'no-cache');
        return c.json(await readTaxRates(db));
      },
    )
    .put(
      '/tax-rates',
      contract({
        tag,
        summary: 'Replaces the tax table: what is created after it is taxed by it (admin)',
        security: 'bearer',
        answers: { 200: taxRatesAnswer },
        refusals: [400, 401, 403, 413, 415, 422],
      }),
      ...admin,
      jsonBody(taxRatesSchema),
      async (c) => c.json(await writeTaxRates(db, c.req.valid('json'))),
    )
    .get(
      '/delivery',
      contract({
        tag,
        summary:
          'What an order of tools pays to be delivered, from what subtotal it is free, and whether pickup is offered',
        security: 'none',
        answers: { 200: deliverySettingsAnswer },
        refusals: [],
      }),
      async (c) => {
        c.header('Cache-Control', 'no-cache');
        return c.json(await readDeliverySettings(db));
      },
    )
    .put(
      '/delivery',
      contract({
        tag,
        summary: 'Sets the delivery charge, its free-from amount and pickup, for orders placed after it (admin)',
        security: 'bearer',
        answers: { 200: deliverySettingsAnswer },
        refusals: [400, 401, 403, 413, 415, 422],
      }),
      ...admin,
      jsonBody(deliverySettingsSchema),
      async (c) => c.json(await writeDeliverySettings(db, c.req.valid('json'))),
    );
}
