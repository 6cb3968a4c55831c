import { useEffect, useState } from 'react';
import { digitsOnly, keepDigits } from '@/client/components/ui/digits-field';

const stepClass =
  'inline-flex h-11 w-11 items-center justify-center rounded-full text-xl font-bold text-ink hover:bg-brand-soft focus-ring disabled:(cursor-not-allowed opacity-40 hover:bg-transparent)';

/** A quantity between `min` and `max`: one less, one more, or typed (kept within them when left). */
export function QuantityStepper({
  name,
  value,
  min,
  max,
  onChange,
}: {
  /** The tool's name, for the controls' labels. */
  name: string;
  value: number;
  min: number;
  max: number;
  onChange: (quantity: number) => void;
}) {
  const [typed, setTyped] = useState(String(value));
  useEffect(() => setTyped(String(value)), [value]);
  const commit = () => {
    const quantity = Number(typed);
    if (typed === '' || quantity === value) setTyped(String(value));
    else onChange(Math.min(Math.max(quantity, min), max));
  };
  return (
    <div
      role="group"
      aria-label={`Quantity of ${name}`}
      className="inline-flex items-center rounded-full border border-slate-300 bg-white"
    >
      <button
        type="button"
        className={stepClass}
        aria-label={`One less ${name}`}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        aria-label={`Quantity of ${name}`}
        className="h-11 w-16 border-0 bg-transparent text-center font-semibold text-ink focus:(outline-none ring-3 ring-brand/25)"
        value={typed}
        {...digitsOnly}
        onKeyDown={(event) => {
          digitsOnly.onKeyDown(event);
          if (event.key === 'Enter') commit();
        }}
        onChange={(event) => setTyped(keepDigits(event.target.value))}
        onBlur={commit}
      />
      <button
        type="button"
        className={stepClass}
        aria-label={`One more ${name}`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
