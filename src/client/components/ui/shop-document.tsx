import type { ReactNode } from 'react';
import { formatDollars } from '@/shared/money';
import { taxLabel } from '@/shared/order-totals';
import { shopDetails, shopPostalAddress } from '@/shared/shop-details';

/**
 * The top of a document the shop writes (a quote, an invoice): the letterhead with the document's status,
 * its title, and who it is for and where.
 */
export function DocumentHead({
  status,
  statusTestId,
  headingId,
  title,
  customerName,
  address,
}: {
  status: string;
  statusTestId?: string;
  headingId: string;
  title: string;
  customerName: string;
  address: string;
}) {
  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-3 border-b-2 border-ink/20 pb-4">
        <div>
          <p className="font-display text-xl font-bold text-brand">{shopDetails.name}</p>
          <p className="text-sm text-ink-muted">{shopPostalAddress}</p>
          <p className="text-sm text-ink-muted">
            {shopDetails.phone} · {shopDetails.email}
          </p>
        </div>
        <p className="rounded-full bg-brand-soft px-3 py-1 text-sm font-bold text-ink" data-testid={statusTestId}>
          <span className="sr-only">Status: </span>
          {status}
        </p>
      </header>
      <h2 id={headingId} className="mt-4 font-display text-2xl font-bold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-ink [overflow-wrap:anywhere]">
        For {customerName}, {address}
      </p>
    </>
  );
}

export type DocumentLine = { description: ReactNode; detail: string; total: number };

/**
 * How a sum stands in the document's foot: the amount the document asks for (`grand`, `balance`, large), a
 * total before what is taken off, or a part of it (a deposit).
 */
const sumLooks = {
  grand: 'pt-3 text-lg font-bold',
  total: 'pt-3 font-bold',
  part: 'pt-1 font-normal',
  balance: 'pt-2 text-lg font-bold',
} as const;

export type DocumentSum = { label: string; amount: string; look: keyof typeof sumLooks; testId?: string };

/** "$1,038.38 with $63.38 tax": a total and the tax in it, where there is any. */
export const withTax = ({ total, tax }: { total: number; tax: number }) =>
  tax > 0 ? `${formatDollars(total)} with ${formatDollars(tax)} tax` : formatDollars(total);

/** A document's subtotal and its tax, named with the state and rate it is of. */
export const taxSums = (document: {
  subtotal: number;
  tax: number;
  taxState: string | null;
  taxPercent: number;
}): DocumentSum[] => [
  { label: 'Subtotal', amount: formatDollars(document.subtotal), look: 'part' },
  { label: taxLabel(document.taxState, document.taxPercent), amount: formatDollars(document.tax), look: 'part' },
];

/**
 * A document's lines and its sums (rows of the table's foot). Two columns, the quantity and unit price under
 * each description, so a 360 px phone shows them whole without scrolling sideways, and the printout reads
 * the same.
 */
export function DocumentLines({
  caption,
  lines,
  sums,
}: {
  caption: string;
  lines: DocumentLine[];
  sums: DocumentSum[];
}) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      {lines.length > 0 && (
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
      )}
      <tbody>
        {lines.map((line, index) => (
          <tr key={index} className="border-b border-ink/10 align-top">
            <td className="py-3 pr-3">
              <span className="block font-semibold text-ink [overflow-wrap:anywhere]">{line.description}</span>
              <span className="mt-0.5 block text-sm text-ink-muted">{line.detail}</span>
            </td>
            <td className="whitespace-nowrap py-3 text-right tabular-nums text-ink">{formatDollars(line.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="text-ink">
        {sums.map(({ label, amount, look, testId }) => (
          <tr key={label}>
            <th scope="row" className={`pr-3 ${sumLooks[look]}`}>
              {label}
            </th>
            <td className={`whitespace-nowrap text-right tabular-nums ${sumLooks[look]}`} data-testid={testId}>
              {amount}
            </td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
