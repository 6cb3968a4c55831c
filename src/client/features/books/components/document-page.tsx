import { Link } from '@tanstack/react-router';
import type { DocumentAnswer } from '@/shared/answers/documents';
import { formatDollars } from '@/shared/money';
import { DocumentHead, DocumentLines, type DocumentSum } from '@/client/components/ui/shop-document';
import { PrintStyles } from '@/client/components/ui/print-styles';
import { formatDateTime } from '@/client/lib/format-date-time';
import { useDocument } from '../api/get-document';

/** The class the print stylesheet keeps: everything else on the page is left off the paper. */
const printableDocumentClass = 'printable-document';

const titles = { receipt: 'Receipt', 'credit-note': 'Credit note', invoice: 'Invoice' } as const;

/** "Sales tax (OR, 10%)": the tax's line, with its state and rate where the shop reckoned them. */
function taxLabel({ taxState, taxPercent }: DocumentAnswer) {
  const of = [taxState, taxPercent === undefined ? undefined : `${taxPercent}%`].filter(Boolean).join(', ');
  return of ? `Sales tax (${of})` : 'Sales tax';
}

function sumsOf(document: DocumentAnswer): DocumentSum[] {
  if (document.kind === 'invoice')
    return [
      { label: 'Subtotal', amount: formatDollars(document.subtotal), look: 'part' },
      { label: taxLabel(document), amount: formatDollars(document.tax), look: 'part' },
      { label: 'Total', amount: formatDollars(document.total), look: 'total' },
      { label: 'Deposit paid', amount: `−${formatDollars(document.depositPaid ?? 0)}`, look: 'part' },
      { label: 'Balance', amount: formatDollars(document.balance ?? 0), look: 'balance' },
    ];
  const refund = document.kind === 'credit-note';
  return [
    { label: 'Subtotal', amount: formatDollars(document.subtotal), look: 'part' },
    { label: taxLabel(document), amount: formatDollars(document.tax), look: 'part' },
    ...(document.delivery > 0 || document.paid === 'order'
      ? [{ label: 'Delivery', amount: formatDollars(document.delivery), look: 'part' as const }]
      : []),
    { label: refund ? 'Refunded to the card' : 'Paid by card', amount: formatDollars(document.total), look: 'grand' },
  ];
}

/** What the letterhead says of the document: paid, refunded, or an invoice still open. */
function statusOf(document: DocumentAnswer) {
  if (document.kind === 'credit-note') return 'Refunded';
  return document.kind === 'invoice' && document.status === 'open' ? 'Open' : 'Paid';
}

/**
 * A receipt, credit note or invoice as a document, on screen and on paper alike (a browser's "save as PDF" gives a clean
 * page): the shop's letterhead, the number, who it is for, the lines, the tax with its state and rate, delivery,
 * the total and the card payment it moved by.
 */
export function DocumentPage({ number }: { number: string }) {
  const { data: document } = useDocument(number);
  const title = `${titles[document.kind]} ${document.number}`;
  return (
    <div className="max-w-3xl space-y-4">
      <PrintStyles printable={printableDocumentClass} />
      <article aria-labelledby="document-heading" className={`${printableDocumentClass} card p-5 sm:p-8`}>
        <DocumentHead
          status={statusOf(document)}
          headingId="document-heading"
          title={title}
          customerName={document.customer.name}
          address={document.customer.address ?? document.customer.email}
        />
        <p className="mt-1 text-sm text-ink-muted">
          Issued {formatDateTime(document.issuedAt)}
          {document.receiptNumber && ` · Gives back part of receipt ${document.receiptNumber}`}
        </p>
        <DocumentLines
          caption={`The lines and sums of ${title}`}
          lines={document.lines.map((line) => ({
            description: line.description,
            detail: `${line.quantity} × ${formatDollars(line.price)}`,
            total: line.total,
          }))}
          sums={sumsOf(document)}
        />
        {document.paymentId && (
          <p className="mt-4 text-sm text-ink-muted [overflow-wrap:anywhere]">Card payment {document.paymentId}</p>
        )}
      </article>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button type="button" className="btn-outline w-full sm:w-auto" onClick={() => window.print()}>
          Print or save as PDF
        </button>
        {document.invoiceId && (
          <Link
            to="/dashboard/invoices/$id"
            params={{ id: document.invoiceId }}
            className="btn-outline w-full text-center sm:w-auto"
          >
            {document.status === 'open' ? 'Pay the invoice' : 'Back to the invoice'}
          </Link>
        )}
        {document.orderId && (
          <Link
            to="/dashboard/myOrders/$id"
            params={{ id: document.orderId }}
            className="btn-outline w-full text-center sm:w-auto"
          >
            Back to the order
          </Link>
        )}
      </div>
    </div>
  );
}
