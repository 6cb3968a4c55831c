import type { Quote } from '@/shared/api-types';
import { formatDollars } from '@/shared/money';
import { DocumentLines } from '@/client/components/ui/shop-document';
import { quantityInWords } from '../quote-words';

/** The quote's lines and totals: the total and the deposit asked to book the work. */
export function QuoteLines({ quote }: { quote: Quote }) {
  const lines = quote.lines.map((line) => ({
    description: line.description,
    detail: `${quantityInWords(line)} × ${formatDollars(line.unitPrice)}`,
    total: line.total,
  }));
  return (
    <DocumentLines caption="The quote’s lines, total and deposit" lines={lines}>
      <tr>
        <th scope="row" className="pt-3 pr-3 text-lg font-bold">
          Total
        </th>
        <td className="whitespace-nowrap pt-3 text-right text-lg font-bold tabular-nums">
          {formatDollars(quote.total)}
        </td>
      </tr>
      <tr>
        <th scope="row" className="pt-1 pr-3 font-normal">
          Deposit to book the work ({quote.depositPercent}%)
        </th>
        <td className="whitespace-nowrap pt-1 text-right tabular-nums">{formatDollars(quote.deposit)}</td>
      </tr>
    </DocumentLines>
  );
}
