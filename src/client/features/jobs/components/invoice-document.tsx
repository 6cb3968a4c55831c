import type { Invoice } from '@/shared/api-types';
import { formatDollars } from '@/shared/money';
import { shopDetails, shopPostalAddress } from '@/shared/shop-details';
import { formatDateTime } from '@/client/lib/format-date-time';
import { daysInWords } from '../job-words';

/** The class the print stylesheet keeps: everything else on the page is left off the paper. */
export const printableInvoiceClass = 'printable-invoice';

/** "12.5 hours × $45.00": a line's quantity and unit price. */
const lineWords = ({ quantity, unit, unitPrice }: Invoice['lines'][number]) =>
  `${quantity} ${unit} × ${formatDollars(unitPrice)}`;

/** The invoice's lines (the quote's, then the extras) and what is owed: the total, less the deposit, the balance. */
function InvoiceLines({ invoice }: { invoice: Invoice }) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">The invoice’s lines, total, deposit and balance</caption>
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
        {invoice.lines.map((line, index) => (
          <tr key={index} className="border-b border-ink/10 align-top">
            <td className="py-3 pr-3">
              <span className="block font-semibold text-ink [overflow-wrap:anywhere]">
                {line.description}
                {line.kind === 'extra' && <span className="ml-2 text-xs font-bold text-ink-muted">Extra</span>}
              </span>
              <span className="mt-0.5 block text-sm text-ink-muted">{lineWords(line)}</span>
            </td>
            <td className="whitespace-nowrap py-3 text-right tabular-nums text-ink">{formatDollars(line.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="text-ink">
        <tr>
          <th scope="row" className="pt-3 pr-3 font-bold">
            Total
          </th>
          <td className="whitespace-nowrap pt-3 text-right font-bold tabular-nums">{formatDollars(invoice.total)}</td>
        </tr>
        <tr>
          <th scope="row" className="pt-1 pr-3 font-normal">
            Deposit paid
          </th>
          <td className="whitespace-nowrap pt-1 text-right tabular-nums">−{formatDollars(invoice.depositPaid)}</td>
        </tr>
        <tr>
          <th scope="row" className="pt-2 pr-3 text-lg font-bold">
            Balance
          </th>
          <td
            className="whitespace-nowrap pt-2 text-right text-lg font-bold tabular-nums"
            data-testid="invoice-balance"
          >
            {formatDollars(invoice.balance)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * A painting job's final invoice as a document, on screen and on paper alike: the shop's letterhead, who it is
 * for and where, the days worked, the quote's lines and the extras, the deposit already paid and the balance,
 * and whether it is paid.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  return (
    <article aria-labelledby="invoice-heading" className={`${printableInvoiceClass} card p-5 sm:p-8`}>
      <header className="flex flex-wrap items-start justify-between gap-3 border-b-2 border-ink/20 pb-4">
        <div>
          <p className="font-display text-xl font-bold text-brand">{shopDetails.name}</p>
          <p className="text-sm text-ink-muted">{shopPostalAddress}</p>
          <p className="text-sm text-ink-muted">
            {shopDetails.phone} · {shopDetails.email}
          </p>
        </div>
        <p className="rounded-full bg-brand-soft px-3 py-1 text-sm font-bold text-ink" data-testid="invoice-status">
          <span className="sr-only">Status: </span>
          {invoice.status === 'paid' ? 'Paid' : 'Open'}
        </p>
      </header>
      <h2 id="invoice-heading" className="mt-4 font-display text-2xl font-bold text-ink">
        Invoice
      </h2>
      <p className="mt-1 text-ink [overflow-wrap:anywhere]">
        For {invoice.customerName}, {invoice.address}
      </p>
      <p className="mt-1 text-sm text-ink-muted">
        Written {formatDateTime(invoice.createdAt)} · Days worked: {daysInWords(invoice.days)}
      </p>
      <div className="mt-4">
        <InvoiceLines invoice={invoice} />
      </div>
      {invoice.status === 'paid' && (
        <p className="mt-4 text-ink">
          Paid{invoice.paidAt ? ` ${formatDateTime(invoice.paidAt)}` : ''}
          {invoice.transactionId && (
            <span className="block text-sm text-ink-muted">
              Transaction id: <span className="break-all font-mono">{invoice.transactionId}</span>
            </span>
          )}
        </p>
      )}
    </article>
  );
}
