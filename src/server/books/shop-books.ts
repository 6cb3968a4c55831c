import { asc, sql } from 'drizzle-orm';
import type { DeliverySettings, TaxRates } from '@/shared/answers/books';
import type { DeliverySettingsInput, TaxRatesInput } from '@/shared/schemas/books';
import { centsToDollars, dollarsToCents } from '@/shared/money';
import type { Database, Transaction } from '../db/client';
import { deliverySettings, taxRates } from '../db/schema';

/** What the shop charges for delivery before an admin sets it: nothing, and no pickup. */
const noDeliverySettings: DeliverySettings = { flat: 0, freeFrom: null, pickup: false };

/** The shop's tax table, by state code. */
export async function readTaxRates(db: Database | Transaction): Promise<TaxRates> {
  const rows = await db.select().from(taxRates).orderBy(asc(taxRates.state));
  return {
    rates: rows.map((row) => ({
      state: row.state as TaxRates['rates'][number]['state'],
      percent: row.percentThousandths / 1000,
      painting: row.painting,
    })),
  };
}

/**
 * Replaces the whole tax table in one transaction: what is created from now on is taxed by it, and what exists
 * keeps the rate it was made with.
 */
export async function writeTaxRates(db: Database, { rates }: TaxRatesInput): Promise<TaxRates> {
  await db.transaction(async (tx) => {
    await tx.delete(taxRates);
    if (rates.length > 0)
      await tx.insert(taxRates).values(
        rates.map((rate) => ({
          state: rate.state,
          percentThousandths: Math.round(rate.percent * 1000),
          painting: rate.painting,
        })),
      );
  });
  return readTaxRates(db);
}

export async function readDeliverySettings(db: Database): Promise<DeliverySettings> {
  const [row] = await db.select().from(deliverySettings);
  if (!row) return noDeliverySettings;
  return {
    flat: centsToDollars(row.flatCents),
    freeFrom: row.freeFromCents === null ? null : centsToDollars(row.freeFromCents),
    pickup: row.pickup,
  };
}

export async function writeDeliverySettings(db: Database, input: DeliverySettingsInput): Promise<DeliverySettings> {
  const values = {
    flatCents: dollarsToCents(input.flat),
    freeFromCents: input.freeFrom === null ? null : dollarsToCents(input.freeFrom),
    pickup: input.pickup,
  };
  await db
    .insert(deliverySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: deliverySettings.id, set: { ...values, updatedAt: sql`now()` } });
  return readDeliverySettings(db);
}
