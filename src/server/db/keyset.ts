import { type AnyColumn, sql, type SQL } from 'drizzle-orm';

/**
 * Where a page of rows in (instant, id) order ended: the instant as the database keeps it, to the microsecond
 * (a JavaScript Date keeps milliseconds, and rows sharing a millisecond across a page's end would be lost or
 * read twice), and the id that orders rows of one instant.
 */
export type Keyset = { at: string; id: string };

/** The instant of a row as the database writes it, for its Keyset. */
export const exactInstant = (column: AnyColumn) => sql<string>`${column}::text`;

/** The rows that come after `keyset` in (instant, id) order, ascending or descending; all rows without one. */
export function pastKeyset(
  [instant, id]: [AnyColumn, AnyColumn],
  keyset: Keyset | undefined,
  order: 'asc' | 'desc',
): SQL | undefined {
  if (!keyset) return undefined;
  const row = sql`(${instant}, ${id})`;
  const cursor = sql`(${keyset.at}::timestamptz, ${keyset.id})`;
  return order === 'asc' ? sql`${row} > ${cursor}` : sql`${row} < ${cursor}`;
}
