import type { Quote } from '@/shared/answers/quotes';
import { formatDollars } from '@/shared/money';
import { chosenLines } from '@/shared/quote-choice';
import { DocumentLines, taxSums } from '@/client/components/ui/shop-document';
import { quantityInWords } from '../quote-words';
import { choiceOf, offersChoice } from '../quote-choice';

/**
 * The quote's lines and totals: the subtotal, the tax, the total and the deposit asked to book the work. Of a quote
 * accepted with a choice, the lines chosen and the option's name.
 */
export function QuoteLines({ quote }: { quote: Quote }) {
  const shown = offersChoice(quote) ? chosenLines(quote, choiceOf(quote, {})) : quote.lines;
  const lines = shown.map((line) => ({
    description: line.description,
    detail: `${quantityInWords(line)} × ${formatDollars(line.unitPrice)}`,
    total: line.total,
  }));
  return (
    <>
      {quote.chosenOption && (
        <p className="mb-2 text-ink">
          Option chosen: <strong>{quote.chosenOption}</strong>
        </p>
      )}
      <DocumentLines
        caption="The quote’s lines, total and deposit"
        lines={lines}
        sums={[
          ...taxSums(quote),
          { label: 'Total', amount: formatDollars(quote.total), look: 'grand' },
          {
            label: `Deposit to book the work (${quote.depositPercent}%)`,
            amount: formatDollars(quote.deposit),
            look: 'part',
          },
        ]}
      />
    </>
  );
}
