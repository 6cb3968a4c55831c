import { TextField } from '@/client/components/ui/text-field';
import { formatDollars } from '@/shared/money';
import { maxQuoteOptions, type QuoteRoom } from '@/shared/schemas/quote';
import type { QuoteEdit } from '../quote-editor-reducer';
import { newOption, type QuoteFormOption } from '../quote-form';
import type { QuoteTotals } from '../quote-totals';
import type { CatalogueTool } from './quote-line-adders';
import { QuoteLineList } from './quote-line-list';

/**
 * The options the customer chooses one of (good, better, best): each named, with its own lines and what it comes
 * to with the quote's own lines (without extras). None, or two or three.
 */
export function QuoteOptionsFields({
  options,
  totals,
  issues,
  edit,
  rooms,
  catalogue,
}: {
  options: QuoteFormOption[];
  totals: QuoteTotals;
  issues: Record<string, string>;
  edit: (edit: QuoteEdit) => void;
  rooms: Pick<QuoteRoom, 'name' | 'surfaces'>[];
  catalogue: CatalogueTool[];
}) {
  return (
    <section aria-labelledby="quote-options-heading" className="mt-6 space-y-4">
      <h3 id="quote-options-heading" className="font-display text-xl font-bold text-ink">
        Options to choose from
      </h3>
      <p className="text-sm text-ink-muted">
        The lines above go in every option. Offer two or three options, each with its own lines; the customer chooses
        one when accepting.
      </p>
      {options.map((option, index) => (
        <fieldset key={option.key} className="space-y-3 rounded-xl border-2 border-ink/15 p-3 sm:p-4">
          <legend className="px-1 font-semibold text-ink">Option {index + 1}</legend>
          <div className="flex flex-wrap items-end gap-3">
            <TextField
              label="Option name"
              className="grow"
              maxLength={40}
              value={option.name}
              error={issues[`options.${index}.name`]}
              onChange={(event) => edit({ type: 'optionRenamed', option: index, name: event.target.value })}
            />
            <button
              type="button"
              className="btn-outline min-h-11 border-accent px-3 py-2 text-accent"
              aria-label={`Remove option ${index + 1}${option.name ? `: ${option.name}` : ''}`}
              onClick={() => edit({ type: 'optionRemoved', option: index })}
            >
              Remove option
            </button>
          </div>
          <QuoteLineList
            lines={option.lines}
            lineCents={totals.optionLineCents[index] ?? []}
            path={`options.${index}.lines`}
            issues={issues}
            onMove={(move) => edit({ ...move, option: index })}
            rooms={rooms}
            catalogue={catalogue}
            to={option.name}
          />
          <p className="text-ink" data-testid="option-total">
            {option.name || `Option ${index + 1}`} comes to{' '}
            <strong>{formatDollars((totals.options[index]?.totalCents ?? 0) / 100)}</strong>, deposit{' '}
            {formatDollars((totals.options[index]?.depositCents ?? 0) / 100)}
          </p>
        </fieldset>
      ))}
      {issues.options && <p className="field-error">{issues.options}</p>}
      {options.length < maxQuoteOptions && (
        <button
          type="button"
          className="btn-outline min-h-11 px-4 py-2"
          onClick={() => edit({ type: 'optionAdded', option: newOption(options.length) })}
        >
          Add an option
        </button>
      )}
    </section>
  );
}
