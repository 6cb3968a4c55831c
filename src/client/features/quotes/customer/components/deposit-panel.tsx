import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Quote } from '@/shared/api-types';
import { formatDollars } from '@/shared/money';
import { Notice } from '@/client/components/ui/notice';
import { awaitsDeposit, depositInWords } from '../quote-words';
import { DepositPaid } from './deposit-paid';

/** Why a quote asks for no deposit now, in a sentence. */
function notPayable(quote: Quote): string {
  if (quote.status === 'accepted') return 'This quote asks for no deposit.';
  if (quote.status === 'sent' || quote.status === 'viewed')
    return 'Accept and sign the quote first; then pay its deposit.';
  return 'This quote can no longer be paid.';
}

/**
 * The deposit's page: what it is for, then `payment` (the card form) while the accepted quote awaits it,
 * or the deposit paid.
 */
export function DepositPanel({ quote, payment }: { quote: Quote; payment: ReactNode }) {
  return (
    <div className="card max-w-2xl p-5 sm:p-8">
      <h2 className="font-display text-2xl font-bold text-ink">Deposit for your painting quote</h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-cream p-4 text-ink [&_dt]:whitespace-nowrap">
        <dt>Work at</dt>
        <dd className="text-right [overflow-wrap:anywhere]">{quote.address}</dd>
        <dt>Quote total</dt>
        <dd className="text-right tabular-nums">{formatDollars(quote.total)}</dd>
        <dt className="font-bold">Deposit</dt>
        <dd className="text-right font-bold tabular-nums">{depositInWords(quote)}</dd>
      </dl>
      <div className="mt-6 space-y-4">
        {quote.status === 'deposit_paid' ? (
          <DepositPaid quote={quote} />
        ) : awaitsDeposit(quote) ? (
          payment
        ) : (
          <Notice kind="alert">{notPayable(quote)}</Notice>
        )}
        <Link to="/dashboard/quotes/$id" params={{ id: quote._id }} className="btn-outline w-full sm:w-auto">
          ← Back to the quote
        </Link>
      </div>
    </div>
  );
}
