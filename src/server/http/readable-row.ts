import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { notFound } from './errors';

/**
 * The row `id` of `table` as `user` may read it: an admin any row, anyone else only a row `theirs` matches. A
 * row they may not read is answered as missing (404 for `what`), so that nobody learns it exists.
 */
export async function readableRow<TTable extends PgTable & { id: PgColumn }>(
  db: Database,
  table: TTable,
  { id, user, what }: { id: string; user: SessionUser; what: string },
  theirs: () => SQL | undefined,
): Promise<TTable['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), user.role === 'admin' ? undefined : theirs()));
  if (!row) throw notFound(what);
  return row as TTable['$inferSelect'];
}
