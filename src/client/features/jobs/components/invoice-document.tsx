import type { Invoice } from '@/shared/answers/jobs';
import { formatDollars } from '@/shared/money';
import { DocumentHead, DocumentLines, taxSums } from '@/client/components/ui/shop-document';
import { formatDateTime } from '@/client/lib/format-date-time';
import { daysInWords } from '../job-words';

/** The class the print stylesheet keeps: everything else on the page is left off the paper. */
export const printableInvoiceClass = 'printable-invoice';

/** "12.5 hours × $45.00": a line's quantity and unit price. */
const lineWords = ({ quantity, unit, unitPrice }: Invoice['lines'][number]) =>
  `${quantity} ${unit} × ${formatDollars(unitPrice)}`;

/** The invoice's lines (the quote's, then the extras) and what is owed: the total, less the deposit, the balance. */
function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const lines = invoice.lines.map((line) => ({
    description: (
      <>
        {line.description}
        {line.kind === 'extra' && <span className="ml-2 text-xs font-bold text-ink-muted">Extra</span>}
      </>
    ),
    detail: lineWords(line),
    total: line.total,
  }));
  return (
    <DocumentLines
      caption="The invoice’s lines, total, deposit and balance"
      lines={lines}
      sums={[
        ...taxSums(invoice),
        { label: 'Total', amount: formatDollars(invoice.total), look: 'total' },
        { label: 'Deposit paid', amount: `−${formatDollars(invoice.depositPaid)}`, look: 'part' },
        { label: 'Balance', amount: formatDollars(invoice.balance), look: 'balance', testId: 'invoice-balance' },
        ...(invoice.writtenOff > 0
          ? [{ label: 'Written off', amount: `−${formatDollars(invoice.writtenOff)}`, look: 'part' as const }]
          : []),
      ]}
    />
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
      <DocumentHead
        status={invoice.status === 'paid' ? 'Paid' : 'Open'}
        statusTestId="invoice-status"
        headingId="invoice-heading"
        title={invoice.number ? `Invoice ${invoice.number}` : 'Invoice'}
        customerName={invoice.customerName}
        address={invoice.address}
      />
      <p className="mt-1 text-sm text-ink-muted">
        Written {formatDateTime(invoice.createdAt)} · Days worked: {daysInWords(invoice.days)}
      </p>
      <div className="mt-4">
        <InvoiceLines invoice={invoice} />
      </div>
      {invoice.writtenOff > 0 && (
        <p className="mt-4 text-ink">
          The balance of {formatDollars(invoice.writtenOff)} is less than the smallest card payment, so the shop wrote
          it off: nothing is left to pay.
        </p>
      )}
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
