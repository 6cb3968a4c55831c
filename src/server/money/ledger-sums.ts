import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Takings, TakingsSum, TaxReport } from '@/shared/answers/money';
import { centsToDollars } from '@/shared/money';
import { paymentKinds, shopCurrency } from '@/shared/schemas/payment';
import { addDays } from '@/shared/slots';
import type { Database } from '../db/client';
import { payments } from '../db/schema';
import { filtered } from './ledger-reads';

/* The ledger summed for the books: the takings of a span of days, and its sales tax by state. */

/** Cents: a charge's or a refund's amount, and the tax and delivery within it. */
type Sums = { charges: number; refunds: number; tax: number; delivery: number };
const zero = (): Sums => ({ charges: 0, refunds: 0, tax: 0, delivery: 0 });

const inDollars = ({ charges, refunds, tax, delivery }: Sums): TakingsSum => ({
  charges: centsToDollars(charges),
  refunds: centsToDollars(refunds),
  net: centsToDollars(charges - refunds),
  sales: centsToDollars(charges - refunds - tax - delivery),
  tax: centsToDollars(tax),
  delivery: centsToDollars(delivery),
});

/**
 * The takings of the shop's days `from` to `to`: charges, refunds given back and what the shop kept, per
 * day (each day of the span, in the shop's time zone), per kind and in all; and the refunds still owed
 * (decided, not yet confirmed by the gateway, or refused by it). Summed by the database, in cents.
 */
export async function takings(
  db: Database,
  { from, to, timeZone }: { from: string; to: string; timeZone: string },
): Promise<Takings> {
  const day = sql<string>`to_char(${payments.at} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const sums = await db
    .select({
      day,
      kind: payments.kind,
      type: payments.type,
      status: payments.status,
      cents: sql<string>`sum(${payments.amountCents})`,
      taxCents: sql<string>`sum(${payments.taxCents})`,
      deliveryCents: sql<string>`sum(${payments.deliveryCents})`,
    })
    .from(payments)
    .where(filtered({ from, to, timeZone }))
    .groupBy(sql`1`, sql`2`, sql`3`, sql`4`);

  const days = new Map<string, Sums>();
  for (let date = from; date <= to; date = addDays(date, 1)) days.set(date, zero());
  const kinds = new Map(paymentKinds.map((kind) => [kind, zero()]));
  const total = zero();
  let owedCents = 0;
  for (const sum of sums) {
    const cents = Number(sum.cents);
    if (sum.type === 'refund' && sum.status !== 'succeeded') {
      owedCents += cents;
      continue;
    }
    // A refund takes its tax and delivery off what the shop kept of them.
    const sign = sum.type === 'charge' ? 1 : -1;
    for (const bucket of [days.get(sum.day), kinds.get(sum.kind), total]) {
      if (!bucket) continue;
      if (sum.type === 'charge') bucket.charges += cents;
      else bucket.refunds += cents;
      bucket.tax += sign * Number(sum.taxCents);
      bucket.delivery += sign * Number(sum.deliveryCents);
    }
  }
  return {
    from,
    to,
    timeZone,
    currency: shopCurrency,
    days: [...days].map(([date, sum]) => ({ date, ...inDollars(sum) })),
    kinds: [...kinds].map(([kind, sum]) => ({ kind, ...inDollars(sum) })),
    total: inDollars(total),
    refundsOwed: centsToDollars(owedCents),
  };
}

/**
 * The tax report of the shop's days `from` to `to`: by the state each sale was taxed for, its taxable sales (what
 * was paid less its tax and delivery) and its tax, less what refunds gave back of them (once the gateway gave it
 * back; a refund still owed counts when it is given). Rows without a state (paid before the shop reckoned tax)
 * are left out. Summed by the database, in cents.
 */
export async function taxReport(
  db: Database,
  { from, to, timeZone }: { from: string; to: string; timeZone: string },
): Promise<TaxReport> {
  const signed = (cents: SQL) =>
    sql<string>`sum(case when ${payments.type} = 'charge' then (${cents}) else -(${cents}) end)`;
  const rows = await db
    .select({
      state: payments.taxState,
      salesCents: signed(sql`${payments.amountCents} - ${payments.taxCents} - ${payments.deliveryCents}`),
      taxCents: signed(sql`${payments.taxCents}`),
    })
    .from(payments)
    .where(
      and(
        filtered({ from, to, timeZone }),
        isNotNull(payments.taxState),
        or(eq(payments.type, 'charge'), eq(payments.status, 'succeeded')),
      ),
    )
    .groupBy(payments.taxState)
    .orderBy(payments.taxState);
  const states = rows.map((row) => ({
    state: row.state!,
    sales: centsToDollars(Number(row.salesCents)),
    tax: centsToDollars(Number(row.taxCents)),
  }));
  const sum = (of: 'salesCents' | 'taxCents') =>
    centsToDollars(rows.reduce((cents, row) => cents + Number(row[of]), 0));
  return {
    from,
    to,
    timeZone,
    currency: shopCurrency,
    states,
    total: { sales: sum('salesCents'), tax: sum('taxCents') },
  };
}
