import { useId } from 'react';
import type { Takings, TakingsSum } from '@/shared/answers/money';
import { formatDollars } from '@/shared/money';
import { lazyPart } from '@/client/components/ui/lazy-part';
import { kindLabels, shortDay, spanInWords } from '../takings-words';

/** uPlot comes with the chart alone, on this page only: no other page, nor a first visit, fetches it. */
const TakingsChart = lazyPart(() => import('./takings-chart'));

const swatches = [
  ['Charges', 'bg-brand'],
  ['Refunds', 'bg-accent'],
  ['Net', 'bg-ink'],
] as const;

function Figure({ label, amount, tone }: { label: string; amount: number; tone: string }) {
  return (
    <div className="card p-4">
      <p className="text-xs font-bold uppercase tracking-wider text-ink-muted">{label}</p>
      <p className={`mt-1 font-display text-2xl font-bold tabular-nums ${tone}`}>{formatDollars(amount)}</p>
    </div>
  );
}

const cell = 'border-b border-slate-100 px-1.5 py-2 sm:px-3 text-right tabular-nums first:(pl-0 text-left) last:pr-0';
const head =
  'border-b border-slate-200 px-1.5 pb-2 sm:px-3 text-right text-xs font-bold uppercase tracking-wider text-ink-muted first:(pl-0 text-left) last:pr-0';

/** Rows of sums under their label: the kinds, or the days. */
function SumsTable({ label, first, rows }: { label: string; first: string; rows: (TakingsSum & { name: string })[] }) {
  return (
    <table aria-label={label} className="w-full border-collapse text-sm">
      <thead>
        <tr>
          <th className={head}>{first}</th>
          <th className={head}>Charges</th>
          <th className={head}>Refunds</th>
          <th className={head}>Net</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row" className={`${cell} font-semibold text-ink`}>
              {row.name}
            </th>
            <td className={cell}>{formatDollars(row.charges)}</td>
            <td className={cell}>{formatDollars(row.refunds)}</td>
            <td className={`${cell} font-semibold text-ink`}>{formatDollars(row.net)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The takings of the last 30 of the shop's days at a glance: what came in, what went back and what the shop
 * kept; each day as a chart (and, for those who do not read charts, as a table); and each kind's totals.
 */
export function TakingsSummary({ takings }: { takings: Takings }) {
  const chartTitle = useId();
  const { total } = takings;
  const span = spanInWords(takings.from, takings.to);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure label="Charged" amount={total.charges} tone="text-brand" />
        <Figure label="Refunded" amount={total.refunds} tone="text-accent" />
        <Figure label="Kept" amount={total.net} tone="text-ink" />
      </div>
      <dl aria-label="What was kept" className="grid grid-cols-3 gap-3 text-sm">
        {(
          [
            ['Sales', total.sales],
            ['Tax collected', total.tax],
            ['Delivery charged', total.delivery],
          ] as const
        ).map(([label, amount]) => (
          <div key={label} className="rounded-xl bg-brand-soft/40 px-3 py-2">
            <dt className="text-xs font-bold uppercase tracking-wider text-ink-muted">{label}</dt>
            <dd className="font-semibold tabular-nums text-ink">{formatDollars(amount)}</dd>
          </div>
        ))}
      </dl>
      {takings.refundsOwed > 0 && (
        <p role="status" className="rounded-xl bg-sun-soft p-3 text-sm text-ink">
          {formatDollars(takings.refundsOwed)} of refunds is not yet confirmed by the payment provider: the shop asks
          again every minute, and a refund it refused is marked Refused below.
        </p>
      )}
      <figure className="card p-4 sm:p-5" aria-labelledby={chartTitle}>
        <figcaption id={chartTitle} className="font-bold text-ink">
          Charges, refunds and net per day, {span}
        </figcaption>
        <ul className="mt-2 flex flex-wrap gap-4 text-sm text-ink" aria-hidden="true">
          {swatches.map(([name, colour]) => (
            <li key={name} className="flex items-center gap-2">
              <span className={`inline-block h-3 w-3 rounded-sm ${colour}`} />
              {name}
            </li>
          ))}
        </ul>
        <div className="mt-3">
          <TakingsChart
            days={takings.days}
            fallback={<div className="h-[280px] animate-pulse rounded-lg bg-slate-100" />}
          />
        </div>
        <details className="mt-3 text-sm">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand">
            The {takings.days.length} days in figures
          </summary>
          <SumsTable
            label="Day by day"
            first="Day"
            rows={[...takings.days].reverse().map((day) => ({ ...day, name: shortDay(day.date) }))}
          />
        </details>
      </figure>
      <section className="card p-4 sm:p-5" aria-label="Totals by kind">
        <h3 className="mb-2 font-bold text-ink">By kind, {span}</h3>
        <SumsTable
          label="Totals by kind"
          first="Kind"
          rows={takings.kinds.map((kind) => ({ ...kind, name: kindLabels[kind.kind] }))}
        />
      </section>
    </>
  );
}
