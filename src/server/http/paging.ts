import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { maxPageSize, pageQuerySchema } from '@/shared/schemas/paging';
import { parseOrThrow } from './validation';

export type Page = { limit: number; offset: number };

/** `?limit=` (at most 100) and `?offset=`; neither means the whole list, as the calls answered before paging. */
export function readPage(c: Context): Page | undefined {
  const { limit, offset } = parseOrThrow(pageQuerySchema, {
    limit: c.req.query('limit'),
    offset: c.req.query('offset'),
  });
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
