import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Invoice } from '@/shared/api-types';
import { formatDollars } from '@/shared/money';
import { InvoicePaid } from './customer-invoice';

/** The balance's page: what it is for, then `payment` (the card form) while the invoice is open, or "Paid". */
export function InvoicePayPanel({ invoice, payment }: { invoice: Invoice; payment: ReactNode }) {
  return (
    <div className="card max-w-2xl p-5 sm:p-8">
      <h2 className="font-display text-2xl font-bold text-ink">Balance of your painting job</h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-cream p-4 text-ink [&_dt]:whitespace-nowrap">
        <dt>Work at</dt>
        <dd className="text-right [overflow-wrap:anywhere]">{invoice.address}</dd>
        <dt>Invoice total</dt>
        <dd className="text-right tabular-nums">{formatDollars(invoice.total)}</dd>
        <dt>Deposit paid</dt>
        <dd className="text-right tabular-nums">−{formatDollars(invoice.depositPaid)}</dd>
        <dt className="font-bold">Balance</dt>
        <dd className="text-right font-bold tabular-nums">{formatDollars(invoice.balance)}</dd>
      </dl>
      <div className="mt-6 space-y-4">
        {invoice.status === 'paid' ? <InvoicePaid invoice={invoice} /> : payment}
        <Link to="/dashboard/invoices/$id" params={{ id: invoice._id }} className="btn-outline w-full sm:w-auto">
          ← Back to the invoice
        </Link>
      </div>
    </div>
  );
}
