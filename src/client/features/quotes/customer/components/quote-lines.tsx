import type { Quote } from '@/shared/answers/quotes';
import { formatDollars } from '@/shared/money';
import { DocumentLines, taxSums } from '@/client/components/ui/shop-document';
import { quantityInWords } from '../quote-words';

/** The quote's lines and totals: the subtotal, the tax, the total and the deposit asked to book the work. */
export function QuoteLines({ quote }: { quote: Quote }) {
  const lines = quote.lines.map((line) => ({
    description: line.description,
    detail: `${quantityInWords(line)} × ${formatDollars(line.unitPrice)}`,
    total: line.total,
  }));
  return (
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
  );
}
