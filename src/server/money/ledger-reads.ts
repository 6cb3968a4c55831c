import { and, count, desc, eq, getTableColumns, gte, lt, type SQL } from 'drizzle-orm';
import type { Payment } from '@/shared/answers/money';
import { centsToDollars } from '@/shared/money';
import type { PaymentKind } from '@/shared/schemas/payment';
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

export function filtered({ from, to, kind, timeZone }: LedgerFilter): SQL | undefined {
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
    subtotal: centsToDollars(row.amountCents - row.taxCents - row.deliveryCents),
    tax: centsToDollars(row.taxCents),
    delivery: centsToDollars(row.deliveryCents),
    ...(row.taxState === null ? {} : { taxState: row.taxState }),
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

/** The CSV's columns: the API's fields (the tax's state as `state`), money with its two decimals. */
export const csvColumns = [
  '_id',
  'number',
  'kind',
  'type',
  'amount',
  'subtotal',
  'tax',
  'state',
  'delivery',
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

const dollarColumns = new Set<string>(['amount', 'subtotal', 'tax', 'delivery'] satisfies (keyof Payment)[]);

/** One row of the CSV. */
export function csvLine(payment: Payment): string {
  const cells = csvColumns.map((column) => {
    if (column === 'state') return payment.taxState ?? '';
    const value = payment[column];
    return dollarColumns.has(column) ? (value as number).toFixed(2) : String(value ?? '');
  });
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
