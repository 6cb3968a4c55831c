import type { ReactNode } from 'react';
import { OfflineChangesNotice } from './offline-changes-notice';

export type Column<Row> = { header: string; cell: (row: Row, index: number) => ReactNode; className?: string };

/** A danger action in a table row (Cancel, Delete): red outline, a full touch target. */
export const dangerButtonClass = 'btn min-h-11 border border-accent px-4 py-2 text-accent hover:(bg-accent text-white)';

/**
 * The dashboard's one table: a label for people and screen readers, its columns, its rows, what to say
 * when there are none, and, offline, what it shows and how old that is (changes need a connection).
 */
export function DataTable<Row>({
  label,
  what,
  columns,
  rows,
  rowKey,
  empty,
  savedAt,
}: {
  label: string;
  /** What the rows are, for the offline notice: "your orders". */
  what: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty: ReactNode;
  savedAt?: number;
}) {
  return (
    <>
      <OfflineChangesNotice what={what} savedAt={savedAt} className="mb-4" />
      {rows.length === 0 ? (
        <div className="card p-8 text-center font-semibold text-ink">{empty}</div>
      ) : (
        <div className="card overflow-x-auto">
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm" aria-label={label}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.header}
                    className="border-b border-slate-200 px-4 py-3 text-xs font-bold uppercase tracking-wider text-ink-muted"
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      className={`border-b border-slate-100 px-4 py-3 align-middle ${column.className ?? ''}`}
                    >
                      {column.cell(row, index)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
