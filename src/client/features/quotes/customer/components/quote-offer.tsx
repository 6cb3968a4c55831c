import type { Quote, QuoteLine } from '@/shared/answers/quotes';
import { formatDollars } from '@/shared/money';
import type { QuoteChoice } from '@/shared/quote-choice';
import { DocumentLines, taxSums } from '@/client/components/ui/shop-document';
import { quantityInWords } from '../quote-words';
import { choiceSums, lacksOption } from '../quote-choice';

const detailOf = (line: QuoteLine) => `${quantityInWords(line)} × ${formatDollars(line.unitPrice)}`;
const documentLine = (line: QuoteLine) => ({
  description: line.description,
  detail: detailOf(line),
  total: line.total,
});

/** One option as a card to compare with the others: its lines and what it comes to, chosen by its radio. */
function OptionCard({
  option,
  chosen,
  onChoose,
}: {
  option: Quote['options'][number];
  chosen: boolean;
  onChoose?: () => void;
}) {
  return (
    <label
      className={`flex flex-col gap-2 rounded-xl border-2 p-4 ${chosen ? 'border-brand bg-brand/5' : 'border-ink/15'}`}
    >
      <span className="flex min-h-11 items-center gap-3">
        {onChoose && (
          <input
            type="radio"
            name="quote-option"
            className="h-5 w-5 accent-brand"
            checked={chosen}
            onChange={onChoose}
          />
        )}
        <span className="font-display text-lg font-bold text-ink">{option.name}</span>
      </span>
      <ul className="space-y-1 text-sm text-ink">
        {option.lines.map((line, index) => (
          <li key={index} className="flex justify-between gap-3">
            <span className="[overflow-wrap:anywhere]">{line.description}</span>
            <span className="whitespace-nowrap tabular-nums">{formatDollars(line.total)}</span>
          </li>
        ))}
      </ul>
      <span className="mt-auto border-t border-ink/10 pt-2 font-semibold text-ink">
        {formatDollars(option.total)}
        {option.tax > 0 && <span className="font-normal text-ink-muted"> with {formatDollars(option.tax)} tax</span>}
      </span>
    </label>
  );
}

/**
 * A quote that offers a choice, before it is accepted: the lines every option includes, the options side by side,
 * the optional extras, and what the choice comes to, tax and deposit included, as the customer chooses. Without
 * `onChoose` (the shop's read-only view) it only shows the offer.
 */
export function QuoteOffer({
  quote,
  choice,
  onChoose,
}: {
  quote: Quote;
  choice: QuoteChoice;
  onChoose?: (choice: QuoteChoice) => void;
}) {
  const own = quote.lines.filter((line) => !line.optional);
  const extras = quote.lines.flatMap((line, index) => (line.optional ? [{ line, index }] : []));
  const picked = choice.optionalLines ?? [];
  const sums = choiceSums(quote, choice);
  const toggle = (index: number, on: boolean) =>
    onChoose?.({
      ...choice,
      optionalLines: on ? [...picked, index].sort((a, b) => a - b) : picked.filter((at) => at !== index),
    });
  return (
    <div className="space-y-5">
      {own.length > 0 && (
        <section aria-labelledby="quote-included-heading">
          <h3 id="quote-included-heading" className="font-semibold text-ink">
            {quote.options.length > 0 ? 'Included in every option' : 'The work'}
          </h3>
          <DocumentLines caption="Lines included whatever you choose" lines={own.map(documentLine)} sums={[]} />
        </section>
      )}
      {quote.options.length > 0 && (
        <fieldset>
          <legend className="font-semibold text-ink">Choose one option</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-3">
            {quote.options.map((option) => (
              <OptionCard
                key={option.name}
                option={option}
                chosen={choice.option === option.name}
                onChoose={onChoose && (() => onChoose({ ...choice, option: option.name }))}
              />
            ))}
          </div>
        </fieldset>
      )}
      {extras.length > 0 && (
        <fieldset>
          <legend className="font-semibold text-ink">Optional extras</legend>
          <ul className="mt-1">
            {extras.map(({ line, index }) => (
              <li key={index}>
                <label className="flex min-h-11 items-center gap-3 border-b border-ink/10 py-2 text-ink">
                  {onChoose && (
                    <input
                      type="checkbox"
                      className="h-5 w-5 shrink-0 accent-brand"
                      checked={picked.includes(index)}
                      onChange={(event) => toggle(index, event.target.checked)}
                    />
                  )}
                  <span className="grow [overflow-wrap:anywhere]">
                    <span className="block font-semibold">{line.description}</span>
                    <span className="block text-sm text-ink-muted">{detailOf(line)}</span>
                  </span>
                  <span className="whitespace-nowrap tabular-nums">+{formatDollars(line.total)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <section aria-labelledby="quote-choice-heading" aria-live="polite">
        <h3 id="quote-choice-heading" className="font-semibold text-ink">
          {onChoose ? 'Your choice comes to' : 'As first offered'}
        </h3>
        {lacksOption(quote, choice) ? (
          <p className="mt-1 text-ink">Choose one of the options to see your total.</p>
        ) : (
          <DocumentLines
            caption="What your choice comes to"
            lines={[]}
            sums={[
              ...taxSums({ ...quote, ...sums }),
              { label: 'Total', amount: formatDollars(sums.total), look: 'grand', testId: 'choice-total' },
              {
                label: `Deposit to book the work (${quote.depositPercent}%)`,
                amount: formatDollars(sums.deposit),
                look: 'part',
              },
            ]}
          />
        )}
      </section>
    </div>
  );
}
