import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Invoice } from '@/shared/answers/jobs';
import { formatDollars } from '@/shared/money';
import { PayPanel } from '@/client/components/ui/pay-panel';
import { InvoicePaid } from './customer-invoice';
import { withTax } from '@/client/components/ui/shop-document';

/** The balance's page: what it is for, then `payment` (the card form) while the invoice is open, or "Paid". */
export function InvoicePayPanel({ invoice, payment }: { invoice: Invoice; payment: ReactNode }) {
  return (
    <PayPanel
      title="Balance of your painting job"
      address={invoice.address}
      amounts={[
        ['Invoice total', withTax(invoice)],
        ['Deposit paid', `−${formatDollars(invoice.depositPaid)}`],
        ['Balance', formatDollars(invoice.balance)],
      ]}
    >
      {invoice.status === 'paid' ? <InvoicePaid invoice={invoice} /> : payment}
      <Link to="/dashboard/invoices/$id" params={{ id: invoice._id }} className="btn-outline w-full sm:w-auto">
        ← Back to the invoice
      </Link>
    </PayPanel>
  );
}
