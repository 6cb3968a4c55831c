import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Quote } from '@/shared/answers/quotes';
import { Notice } from '@/client/components/ui/notice';
import { PayPanel } from '@/client/components/ui/pay-panel';
import { awaitsDeposit, depositInWords } from '../quote-words';
import { DepositPaid } from './deposit-paid';
import { withTax } from '@/client/components/ui/shop-document';

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
    <PayPanel
      title="Deposit for your painting quote"
      address={quote.address}
      amounts={[
        ['Quote total', withTax(quote)],
        ['Deposit', depositInWords(quote)],
      ]}
    >
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
    </PayPanel>
  );
}
