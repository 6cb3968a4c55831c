import { Link } from '@tanstack/react-router';
import type { Invoice } from '@/shared/answers/jobs';
import { formatDollars } from '@/shared/money';
import { Notice } from '@/client/components/ui/notice';
import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { PrintStyles } from '@/client/components/ui/print-styles';
import { isCustomerOf, type Viewer } from '@/client/lib/auth/viewer';
import { useInvoice } from '../api/get-invoice';
import { InvoiceDocument, printableInvoiceClass } from './invoice-document';

/** The balance paid: how much was owed, now nothing. */
export function InvoicePaid({ invoice }: { invoice: Invoice }) {
  return (
    <div role="status" className="rounded-xl border-l-4 border-brand bg-brand-soft p-5">
      <p className="font-bold text-ink">Paid</p>
      <p className="mt-1 text-sm text-ink">
        {invoice.balance > 0 ? `The balance of ${formatDollars(invoice.balance)} is paid.` : 'Nothing is left to pay.'}{' '}
        Thank you!
      </p>
    </div>
  );
}

/**
 * A painting job's final invoice for its customer (the email's link comes here): the document to read or print,
 * and "Pay balance" while it is open; "Paid" once it is. Read from the device's saved copy when offline.
 */
export function CustomerInvoice({ id, viewer }: { id: string; viewer: Viewer }) {
  const { data: invoice, dataUpdatedAt } = useInvoice(id);
  return (
    <div className="max-w-3xl space-y-4">
      <PrintStyles printable={printableInvoiceClass} />
      <OfflineChangesNotice what="this invoice" savedAt={dataUpdatedAt} />
      <InvoiceDocument invoice={invoice} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        {invoice.status === 'paid' ? (
          <InvoicePaid invoice={invoice} />
        ) : isCustomerOf(invoice, viewer) ? (
          <Link to="/dashboard/invoices/$id/pay" params={{ id }} className="btn-accent w-full sm:w-auto">
            Pay balance
          </Link>
        ) : (
          <Notice kind="status">This is the customer’s invoice: only they can pay it.</Notice>
        )}
        <button type="button" className="btn-outline w-full sm:w-auto" onClick={() => window.print()}>
          Print or save as PDF
        </button>
      </div>
    </div>
  );
}
