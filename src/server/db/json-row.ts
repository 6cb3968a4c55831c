import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A row of `table` from its JSON as the database writes it (`to_jsonb` of the row): each column read as a
 * query of the table reads it, so that a row a function answers is the same as one selected.
 */
export function rowFromJson<TTable extends PgTable>(table: TTable, json: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([field, column]) => {
      const value = json[column.name];
      return [field, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as InferSelectModel<TTable>;
}
