import { useState } from 'react';
import type { TaxReport } from '@/shared/answers/money';
import { formatDollars } from '@/shared/money';
import { addDays } from '@/shared/slots';
import { type StateCode, usStates } from '@/shared/us-states';
import { getErrorMessage } from '@/client/lib/api-client';
import { useTaxReport } from '../api/get-tax-report';
import type { TaxReportSpan } from '../api/takings-keys';
import { spanInWords } from '../takings-words';

const cell = 'border-b border-slate-100 px-1.5 py-2 sm:px-3 text-right tabular-nums first:(pl-0 text-left) last:pr-0';
const head =
  'border-b border-slate-200 px-1.5 pb-2 sm:px-3 text-right text-xs font-bold uppercase tracking-wider text-ink-muted first:(pl-0 text-left) last:pr-0';

const stateName = (code: string): string => usStates[code as StateCode] ?? code;

function ReportTable({ report }: { report: TaxReport }) {
  if (report.states.length === 0) return <p className="text-sm text-ink-muted">No taxed sale in these days.</p>;
  return (
    <table aria-label="Sales tax by state" className="w-full border-collapse text-sm">
      <thead>
        <tr>
          <th className={head}>State</th>
          <th className={head}>Taxable sales</th>
          <th className={head}>Tax</th>
        </tr>
      </thead>
      <tbody>
        {report.states.map((row) => (
          <tr key={row.state}>
            <th scope="row" className={`${cell} font-semibold text-ink`}>
              {stateName(row.state)} ({row.state})
            </th>
            <td className={cell}>{formatDollars(row.sales)}</td>
            <td className={cell}>{formatDollars(row.tax)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className={`${cell} font-bold text-ink`}>
            All states
          </th>
          <td className={`${cell} font-bold text-ink`}>{formatDollars(report.total.sales)}</td>
          <td className={`${cell} font-bold text-ink`}>{formatDollars(report.total.tax)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * What the shop files each quarter: its taxable sales and the tax it collected, by state, refunds taken off;
 * the shop's current quarter first, and the quarters before and after it a tap away.
 */
export function TaxReportSection() {
  const [span, setSpan] = useState<TaxReportSpan>({});
  const { data: report, error, isFetching } = useTaxReport(span);
  const button = 'btn-outline min-h-11 px-3 py-2 text-sm';
  return (
    <section aria-labelledby="tax-report" className="card space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="tax-report" className="font-display text-xl font-bold text-ink">
          Sales tax{report ? `, ${spanInWords(report.from, report.to)}` : ''}
        </h3>
        {report && (
          <div className="flex gap-2">
            <button
              type="button"
              className={button}
              disabled={isFetching}
              onClick={() => setSpan({ to: addDays(report.from, -1) })}
            >
              Quarter before
            </button>
            <button
              type="button"
              className={button}
              disabled={isFetching}
              onClick={() => setSpan({ from: addDays(report.to, 1) })}
            >
              Quarter after
            </button>
          </div>
        )}
      </div>
      {report ? (
        <div aria-busy={isFetching}>
          <ReportTable report={report} />
        </div>
      ) : error ? (
        <p role="alert" className="text-sm text-accent">
          The tax report could not be read: {getErrorMessage(error)}
        </p>
      ) : (
        <div className="h-24 animate-pulse rounded-lg bg-slate-100" role="status" aria-label="Loading the tax report" />
      )}
    </section>
  );
}
