import type { Quote } from '@/shared/api-types';
import { formatDollars } from '@/shared/money';
import { quantityInWords } from '../quote-words';

/**
 * The quote's lines and totals. Two columns, the quantity and unit price under each description, so a
 * 360 px phone shows them whole without scrolling sideways, and the printout reads the same.
 */
export function QuoteLines({ quote }: { quote: Quote }) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">The quote’s lines, total and deposit</caption>
      <thead>
        <tr className="border-b-2 border-ink/20 text-sm text-ink-muted">
          <th scope="col" className="py-2 pr-3 font-semibold">
            Work and materials
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line, index) => (
          <tr key={index} className="border-b border-ink/10 align-top">
            <td className="py-3 pr-3">
              <span className="block font-semibold text-ink [overflow-wrap:anywhere]">{line.description}</span>
              <span className="mt-0.5 block text-sm text-ink-muted">
                {quantityInWords(line)} × {formatDollars(line.unitPrice)}
              </span>
            </td>
            <td className="whitespace-nowrap py-3 text-right tabular-nums text-ink">{formatDollars(line.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="text-ink">
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
      </tfoot>
    </table>
  );
}
