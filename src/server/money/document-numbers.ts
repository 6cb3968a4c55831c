import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';

/** The shop's numbered documents: a payment's receipt, a painting job's invoice, a refund's credit note. */
export type DocumentKind = 'R' | 'INV' | 'CN';

/**
 * The next number of a kind of document in the shop's current year, `R-2026-00001`: taken in the transaction
 * that writes the document, by raising the year's counter, whose row lock makes the next taker wait until this
 * transaction ends. Committed, the number is the document's; rolled back (a payment that failed), it was never
 * taken: numbers run in order, with no gap, and none is used twice.
 */
export async function takeDocumentNumber(tx: Transaction, kind: DocumentKind, timeZone: string): Promise<string> {
  const taken = (await tx.execute(sql`
    insert into document_numbers (kind, year, last)
    values (${kind}, extract(year from now() at time zone ${timeZone})::smallint, 1)
    on conflict (kind, year) do update set last = document_numbers.last + 1
    returning year, last`)) as unknown as { rows: { year: number; last: number }[] };
  const { year, last } = taken.rows[0]!;
  return `${kind}-${year}-${String(last).padStart(5, '0')}`;
}
