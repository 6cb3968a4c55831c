import type { ReactNode } from 'react';
import type { Pager as PagerState } from '@/client/lib/use-paged-query';
import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { Pager } from './pager';

/** A column: its header, its cell, and whether it holds the row's actions (Pay, Cancel, Delete…). */
export type Column<Row> = {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  className?: string;
  action?: boolean;
};

/**
 * How wide the table's own box must be for its columns to fit; narrower, each row is a card. Spelt out
 * whole, so that UnoCSS finds the container-query classes in the source.
 */
const fits = {
  narrow: { table: 'hidden @[36rem]:block', cards: '@[36rem]:hidden', minWidth: 'min-w-[36rem]' },
  medium: { table: 'hidden @[42rem]:block', cards: '@[42rem]:hidden', minWidth: 'min-w-[42rem]' },
  wide: { table: 'hidden @[54rem]:block', cards: '@[54rem]:hidden', minWidth: 'min-w-[54rem]' },
} as const;

/** A table's rows, when they were fetched, and, for a list paged through the server, its pager. */
export type TableRows<Row> = { rows: Row[]; dataUpdatedAt?: number; pager?: PagerState };

/**
 * The dashboard's one table: a label for people and screen readers, its columns, its rows (keyed by their
 * id, with Previous and Next below where they come a page at a time), what to say when there are none,
 * and, offline, what it shows and how old that is (changes need a connection).
 * Where its box is too narrow for the columns (a phone, a tablet held upright), each row becomes a card
 * that shows every field with its label and the row's actions in full view, so nothing scrolls sideways.
 */
export function DataTable<Row extends { _id: string }>({
  label,
  what,
  columns,
  list: { rows, dataUpdatedAt, pager },
  empty,
  fitsFrom = 'narrow',
  offlineNotice = true,
}: {
  label: string;
  /** What the rows are, for the offline notice: "your orders". */
  what: string;
  columns: Column<Row>[];
  list: TableRows<Row>;
  empty: ReactNode;
  fitsFrom?: keyof typeof fits;
  /** Off where one notice above several tables says it for all of them. */
  offlineNotice?: boolean;
}) {
  const fit = fits[fitsFrom];
  const fields = columns.filter((column) => !column.action);
  const actions = columns.filter((column) => column.action);
  return (
    <>
      {offlineNotice && <OfflineChangesNotice what={what} savedAt={dataUpdatedAt} className="mb-4" />}
      {rows.length === 0 ? (
        <div className="card p-8 text-center font-semibold text-ink">{empty}</div>
      ) : (
        <div className="@container">
          <div className={`card ${fit.table}`}>
            <table className={`w-full ${fit.minWidth} border-collapse text-left text-sm`} aria-label={label}>
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
                  <tr key={row._id}>
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
          <ul className={`space-y-3 ${fit.cards}`} aria-label={label}>
            {rows.map((row, index) => {
              // A row may have none of its actions (an email already waiting has no Resend): then no empty bar.
              const rowActions = actions
                .map((column) => ({ column, node: column.cell(row, index) }))
                .filter(({ node }) => node !== null && node !== undefined && node !== false);
              return (
                <li key={row._id} className="card p-4 text-sm">
                  <dl className="grid grid-cols-[minmax(5.5rem,auto)_1fr] gap-x-4 gap-y-2">
                    {fields.map((column) => (
                      <div key={column.header} className="contents">
                        <dt className="pt-0.5 text-xs font-bold uppercase tracking-wider text-ink-muted">
                          {column.header}
                        </dt>
                        <dd className={`min-w-0 break-words ${column.className ?? ''}`}>{column.cell(row, index)}</dd>
                      </div>
                    ))}
                  </dl>
                  {rowActions.length > 0 && (
                    <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
                      {rowActions.map(({ column, node }) => (
                        <div key={column.header} className={column.className}>
                          {node}
                        </div>
                      ))}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {pager && <Pager pager={pager} label={label} />}
    </>
  );
}
