import { TextField } from '@/client/components/ui/text-field';
import { formatDollars } from '@/shared/money';
import type { LineChange } from '../quote-editor-reducer';
import type { QuoteFormLine } from '../quote-form';

/** One line of the quote being written: what, how much of it, in what unit, at what price, and its total. */
export function QuoteLineFields({
  line,
  number,
  totalCents,
  issues,
  onChange,
  onRemove,
  canBeOptional = false,
}: {
  line: QuoteFormLine;
  /** The quote's own lines may be optional (the customer adds them or not); an option's may not. */
  canBeOptional?: boolean;
  number: number;
  totalCents: number;
  /** What the shop would refuse in this line, by field name. */
  issues: Partial<Record<keyof QuoteFormLine, string>>;
  onChange: (change: LineChange) => void;
  onRemove: () => void;
}) {
  const field = (name: 'description' | 'quantity' | 'unit' | 'unitPrice') => ({
    value: line[name],
    error: issues[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });
  return (
    <fieldset className="@container rounded-xl p-3 ring-1 ring-ink/10">
      <legend className="px-1 text-xs font-bold uppercase tracking-wider text-ink-muted">Line {number}</legend>
      <TextField label="Description" autoComplete="off" maxLength={200} {...field('description')} />
      <div className="mt-3 grid grid-cols-2 gap-3 @[34rem]:grid-cols-[1fr_1fr_1fr_auto]">
        <TextField label="Quantity" inputMode="decimal" autoComplete="off" {...field('quantity')} />
        <TextField label="Unit" autoComplete="off" maxLength={20} {...field('unit')} />
        <TextField label="Unit price ($)" inputMode="decimal" autoComplete="off" {...field('unitPrice')} />
        <div className="flex items-end justify-between gap-3 @[34rem]:flex-col @[34rem]:items-end">
          <p className="text-sm">
            <span className="block text-xs font-bold uppercase tracking-wider text-ink-muted">Line total</span>
            <span className="font-semibold text-ink" data-testid="line-total">
              {formatDollars(totalCents / 100)}
            </span>
          </p>
          <button
            type="button"
            className="btn-outline min-h-11 border-accent px-3 py-2 text-accent"
            aria-label={`Remove line ${number}${line.description ? `: ${line.description}` : ''}`}
            onClick={onRemove}
          >
            Remove
          </button>
        </div>
      </div>
      {canBeOptional && (
        <label className="mt-2 flex min-h-11 items-center gap-2 text-ink">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand"
            checked={line.optional === true}
            onChange={(event) => onChange({ optional: event.target.checked })}
          />
          Optional: the customer may add it when accepting
        </label>
      )}
    </fieldset>
  );
}
