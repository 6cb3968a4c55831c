import { Link } from '@tanstack/react-router';
import type { Payment } from '@/shared/answers/money';
import { type Column, DataTable, type TableRows } from '@/client/components/dashboard/data-table';
import { formatDateTime } from '@/client/lib/format-date-time';
import { kindOfOne, signedAmount, statusLabels } from '../takings-words';

const statusLooks: Record<Payment['status'], string> = {
  succeeded: 'text-ink',
  pending: 'font-semibold text-ink',
  failed: 'font-semibold text-accent',
};

const linkLook =
  'inline-flex min-h-11 min-w-11 items-center font-semibold text-ink underline decoration-ink/30 underline-offset-4 hover:text-brand focus-ring';

/** What a payment was for, as a link to it where the admin can open it: the order, or the quote of a deposit. */
function PaidFor({ payment }: { payment: Payment }) {
  const label = `${kindOfOne[payment.kind]} ${(payment.orderId ?? payment.quoteId ?? payment.invoiceId ?? '').slice(0, 8)}`;
  if (payment.orderId)
    return (
      <Link to="/dashboard/orders/$id" params={{ id: payment.orderId }} className={linkLook}>
        {label}
      </Link>
    );
  if (payment.quoteId)
    return (
      <Link to="/dashboard/quotes/$id" params={{ id: payment.quoteId }} className={linkLook}>
        {label}
      </Link>
    );
  return label;
}

/** Every movement of money, newest first: when, what for, charge or refund, how much, and its state. */
export function PaymentsTable({ list }: { list: TableRows<Payment> }) {
  const columns: Column<Payment>[] = [
    { header: 'When', cell: (payment) => formatDateTime(payment.at) },
    { header: 'For', cell: (payment) => <PaidFor payment={payment} />, className: 'whitespace-nowrap' },
    { header: 'Type', cell: (payment) => (payment.type === 'charge' ? 'Charge' : 'Refund') },
    {
      header: 'Document',
      cell: (payment) =>
        payment.number ? (
          <Link
            to="/dashboard/documents/$number"
            params={{ number: payment.number }}
            className="inline-flex min-h-11 items-center font-mono text-sm font-semibold text-brand underline underline-offset-2"
          >
            {payment.number}
          </Link>
        ) : (
          '—'
        ),
      className: 'whitespace-nowrap',
    },
    {
      header: 'Amount',
      cell: (payment) => signedAmount(payment),
      className: 'whitespace-nowrap font-semibold tabular-nums text-ink',
    },
    {
      header: 'Status',
      cell: (payment) => <span className={statusLooks[payment.status]}>{statusLabels[payment.status]}</span>,
    },
    {
      header: 'Payment',
      cell: (payment) => <span className="break-all font-mono text-xs text-ink-muted">{payment.intentId}</span>,
    },
  ];
  return (
    <DataTable
      label="Every payment"
      what="the payments"
      columns={columns}
      list={list}
      empty="No payments yet."
      fitsFrom="wide"
      offlineNotice={false}
    />
  );
}
