import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { maxPageSize } from '@/shared/schemas/paging';
import type { Database } from '../db/client';

export type Page = { limit: number; offset: number };

/**
 * The page that a checked `?limit=` (at most 100) and `?offset=` ask for (`queryOf(pageQuerySchema)`); neither
 * means the whole list, as the calls answered before paging.
 */
export function pageOf({ limit, offset }: { limit?: number; offset?: number }): Page | undefined {
  if (limit === undefined && offset === undefined) return undefined;
  return { limit: limit ?? maxPageSize, offset: offset ?? 0 };
}

/** The query, cut to the page if there is one. */
export function onPage<TQuery extends PgSelect>(query: TQuery, page: Page | undefined): TQuery {
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** Sends one page of a list with the whole list's length in `X-Total-Count`. */
export function sendPage<TRow>(c: Context, rows: TRow[], total: number) {
  c.header('X-Total-Count', String(total));
  return c.json(rows);
}

/**
 * One page of a table's rows that `where` finds, in `orderBy`'s order, and how many it finds in all: the two
 * read at once, so that an admin list and its `X-Total-Count` come from one filter.
 */
export async function readTablePage<TTable extends PgTable>(
  db: Database,
  table: TTable,
  { where, orderBy }: { where?: SQL; orderBy: (PgColumn | SQL)[] },
  page: Page | undefined,
): Promise<{ rows: TTable['$inferSelect'][]; total: number }> {
  const source = table as PgTable;
  const [rows, [total]] = await Promise.all([
    onPage(
      db
        .select()
        .from(source)
        .where(where)
        .orderBy(...orderBy)
        .$dynamic(),
      page,
    ),
    db.select({ count: count() }).from(source).where(where),
  ]);
  return { rows: rows as TTable['$inferSelect'][], total: total?.count ?? 0 };
}
