import { type ReactNode, useId, useState } from 'react';
import { digitsOnly, keepDigits, keepMoney, moneyOnly } from '@/client/components/ui/digits-field';
import { TextField } from '@/client/components/ui/text-field';
import { type Coverage, paintNeeded, type Room, unitsWords } from '../paint-needed';

type Sizes = Record<'lengthFt' | 'widthFt' | 'heightFt' | 'doors' | 'windows', string>;
const sizeFields = [
  ['lengthFt', 'Length (ft)', 'decimal'],
  ['widthFt', 'Width (ft)', 'decimal'],
  ['heightFt', 'Height (ft)', 'decimal'],
  ['doors', 'Doors', 'whole'],
  ['windows', 'Windows', 'whole'],
] as const;

const number = (typed: string) => (typed === '' ? Number.NaN : Number(typed));

/**
 * How much of a paint a room takes: its sizes, doors, windows, coats and whether the ceiling is painted give the
 * units to buy, worked out on the device (offline too), with `addToCart` to put that many in the cart.
 * Nothing is said about a field until it has been typed in.
 */
export function PaintCalculator({
  coverage,
  addToCart,
}: {
  coverage: Coverage;
  addToCart?: (quantity: number, label: string) => ReactNode;
}) {
  const headingId = useId();
  const [sizes, setSizes] = useState<Sizes>({ lengthFt: '', widthFt: '', heightFt: '8', doors: '1', windows: '1' });
  const [coats, setCoats] = useState(2);
  const [ceiling, setCeiling] = useState(false);
  const [typed, setTyped] = useState<Set<keyof Sizes>>(new Set());
  const room: Room = {
    lengthFt: number(sizes.lengthFt),
    widthFt: number(sizes.widthFt),
    heightFt: number(sizes.heightFt),
    doors: number(sizes.doors),
    windows: number(sizes.windows),
    coats,
    ceiling,
  };
  const result = paintNeeded(room, coverage);
  const shown = (field: keyof Sizes) =>
    !result.ok && (typed.has(field) || field === 'doors') ? result.problems[field] : undefined;

  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-xl border border-slate-200 p-4 sm:p-5">
      <h2 id={headingId} className="font-display text-xl font-bold text-ink">
        How much do I need?
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        One {coverage.unit} covers about {coverage.sqftPerUnit} sq ft in one coat. Doors count as 21 sq ft and windows
        as 15.
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {sizeFields.map(([field, label, kind]) => (
          <TextField
            key={field}
            label={label}
            value={sizes[field]}
            error={shown(field)}
            {...(kind === 'whole' ? digitsOnly : moneyOnly)}
            onChange={(event) => {
              const keep = kind === 'whole' ? keepDigits : keepMoney;
              setSizes((before) => ({ ...before, [field]: keep(event.target.value) }));
              setTyped((before) => new Set(before).add(field));
            }}
          />
        ))}
        <label className="grid gap-1.5 self-start">
          <span className="field-label mb-0">Coats</span>
          <select className="field-select" value={coats} onChange={(event) => setCoats(Number(event.target.value))}>
            {[1, 2, 3].map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="mt-3 flex min-h-11 items-center gap-3 font-semibold text-ink">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand"
          checked={ceiling}
          onChange={(event) => setCeiling(event.target.checked)}
        />
        Paint the ceiling too
      </label>
      <div role="status" className="mt-3">
        {!result.ok && <p className="text-sm text-ink-muted">The room's sizes give how much to buy.</p>}
        {result.ok && (
          <p className="text-ink">
            Walls {Math.round(result.wallsSqft)} sq ft
            {ceiling && `, ceiling ${Math.round(result.ceilingSqft)} sq ft`}; {coats} {coats === 1 ? 'coat' : 'coats'}:{' '}
            {Math.round(result.paintedSqft)} sq ft. <strong>You need {unitsWords(result.units, coverage.unit)}.</strong>
          </p>
        )}
      </div>
      {result.ok && (
        <div className="mt-3 flex flex-wrap gap-3">
          {addToCart?.(result.units, `Add ${unitsWords(result.units, coverage.unit)} to cart`)}
        </div>
      )}
    </section>
  );
}
