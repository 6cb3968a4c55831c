import { and, count, desc, eq, getTableColumns, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Payment, Takings, TakingsSum } from '@/shared/answers/money';
import { centsToDollars } from '@/shared/money';
import { type PaymentKind, paymentKinds, shopCurrency } from '@/shared/schemas/payment';
import { addDays, zonedInstant } from '@/shared/slots';
import type { Database } from '../db/client';
import { exactInstant, type Keyset, pastKeyset } from '../db/keyset';
import { payments } from '../db/schema';
import type { Page } from '../http/paging';
import type { LedgerRow } from './ledger';

/** Which rows of the ledger: days in the shop's time zone (both included), and one kind. */
export type LedgerFilter = { from?: string; to?: string; kind?: PaymentKind; timeZone: string };

/** A day's first instant in the shop's time zone. */
const startOf = (day: string, timeZone: string) => new Date(zonedInstant(day, 0, timeZone));

function filtered({ from, to, kind, timeZone }: LedgerFilter): SQL | undefined {
  return and(
    from === undefined ? undefined : gte(payments.at, startOf(from, timeZone)),
    to === undefined ? undefined : lt(payments.at, startOf(addDays(to, 1), timeZone)),
    kind === undefined ? undefined : eq(payments.kind, kind),
  );
}

export function toPaymentDto(row: LedgerRow): Payment {
  return {
    _id: row.id,
    number: row.number,
    kind: row.kind,
    type: row.type,
    amount: centsToDollars(row.amountCents),
    currency: row.currency,
    ...(row.orderId === null ? {} : { orderId: row.orderId }),
    ...(row.quoteId === null ? {} : { quoteId: row.quoteId }),
    ...(row.invoiceId === null ? {} : { invoiceId: row.invoiceId }),
    intentId: row.intentId,
    status: row.status,
    at: row.at.toISOString(),
  };
}

const newestFirst = [desc(payments.at), desc(payments.id)];

/** A page of the ledger, newest first, and how many rows the whole filtered ledger holds. */
export async function ledgerPage(db: Database, filter: LedgerFilter, page: Page) {
  const where = filtered(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(payments).where(where),
  ]);
  return { rows: rows.map(toPaymentDto), total: total?.count ?? 0 };
}

export const csvColumns = [
  '_id',
  'number',
  'kind',
  'type',
  'amount',
  'currency',
  'orderId',
  'quoteId',
  'invoiceId',
  'intentId',
  'status',
  'at',
] as const;

/**
 * A field of CSV (RFC 4180): quoted when it holds a comma, a quote or a line break. One that a spreadsheet would
 * read as a formula (its first character `=`, `+`, `-`, `@`, a tab or a return) starts with an apostrophe instead.
 */
export function csvField(cell: string) {
  const value = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One row of the CSV: the API's fields, the amount with its two decimals. */
export function csvLine(payment: Payment): string {
  const cells = csvColumns.map((column) =>
    column === 'amount' ? payment.amount.toFixed(2) : String(payment[column] ?? ''),
  );
  return `${cells.map(csvField).join(',')}\r\n`;
}

const csvBatch = 500;

/**
 * The whole filtered ledger as CSV, newest first, read a batch at a time as the answer is sent (by the
 * time and id of the last row sent), so that a year of payments never sits in the server's memory at once.
 */
export function ledgerCsv(db: Database, filter: LedgerFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: Keyset | undefined;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${csvColumns.join(',')}\r\n`));
        return;
      }
      const rows = await db
        .select({ ...getTableColumns(payments), keysetAt: exactInstant(payments.at) })
        .from(payments)
        .where(and(filtered(filter), pastKeyset([payments.at, payments.id], after, 'desc')))
        .orderBy(...newestFirst)
        .limit(csvBatch);
      if (rows.length > 0) controller.enqueue(encoder.encode(rows.map((row) => csvLine(toPaymentDto(row))).join('')));
      if (rows.length < csvBatch) controller.close();
      const last = rows.at(-1);
      after = last && { at: last.keysetAt, id: last.id };
    },
  });
}

const zero = (): TakingsSum => ({ charges: 0, refunds: 0, net: 0 });

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
    })
    .from(payments)
    .where(filtered({ from, to, timeZone }))
    .groupBy(sql`1`, sql`2`, sql`3`, sql`4`);

  const days = new Map<string, TakingsSum>();
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
    for (const bucket of [days.get(sum.day), kinds.get(sum.kind), total]) {
      if (!bucket) continue;
      if (sum.type === 'charge') bucket.charges += cents;
      else bucket.refunds += cents;
    }
  }
  const inDollars = (sum: TakingsSum): TakingsSum => ({
    charges: centsToDollars(sum.charges),
    refunds: centsToDollars(sum.refunds),
    net: centsToDollars(sum.charges - sum.refunds),
  });
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
