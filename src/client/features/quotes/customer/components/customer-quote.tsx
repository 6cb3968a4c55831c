import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { QuoteChoice } from '@/shared/quote-choice';
import type { Quote } from '@/shared/answers/quotes';
import { formatDollars } from '@/shared/money';
import { Notice } from '@/client/components/ui/notice';
import { OfflineChangesNotice } from '@/client/components/ui/offline-changes-notice';
import { useQuote } from '../api/get-quote';
import { awaitsAnswer, awaitsDeposit } from '../quote-words';
import { AcceptForm } from './accept-form';
import { DepositPaid } from './deposit-paid';
import { DeclineForm } from './decline-form';
import { PrintStyles } from '@/client/components/ui/print-styles';
import { isCustomerOf, type Viewer } from '@/client/lib/auth/viewer';
import { printableClass, QuoteDocument } from './quote-document';

function PrintButton() {
  return (
    <button type="button" className="btn-outline w-full sm:w-auto" onClick={() => window.print()}>
      Print or save as PDF
    </button>
  );
}

/** What its customer can do next with the quote, as its status allows. */
function NextMoves({ quote, choice }: { quote: Quote; choice: QuoteChoice }) {
  if (awaitsAnswer(quote)) {
    return (
      <>
        <AcceptForm quote={quote} choice={choice} />
        <DeclineForm quoteId={quote._id} />
      </>
    );
  }
  const signed = quote.status === 'accepted' || quote.status === 'deposit_paid';
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
      {quote.status === 'deposit_paid' && <DepositPaid quote={quote} />}
      {awaitsDeposit(quote) && (
        <Link to="/dashboard/quotes/$id/pay" params={{ id: quote._id }} className="btn-accent w-full sm:w-auto">
          Pay deposit of {formatDollars(quote.deposit)}
        </Link>
      )}
      {signed && <PrintButton />}
    </div>
  );
}

/**
 * A quote as its customer sees it (also from the email's link): the document, then accepting and signing
 * it, declining it, paying its deposit or printing it. Read from the device's saved copy when offline.
 */
export function CustomerQuote({ id, viewer }: { id: string; viewer: Viewer }) {
  const { data: quote, dataUpdatedAt } = useQuote(id);
  const customer = isCustomerOf(quote, viewer);
  const [choice, setChoice] = useState<QuoteChoice>({ optionalLines: [] });
  const choosing = customer && awaitsAnswer(quote);
  return (
    <div className="max-w-3xl space-y-4">
      <PrintStyles printable={printableClass} />
      <OfflineChangesNotice what="this quote" savedAt={dataUpdatedAt} />
      {choosing ? (
        <QuoteDocument quote={quote} choice={choice} onChoose={setChoice} />
      ) : (
        <QuoteDocument quote={quote} />
      )}
      {customer ? (
        <NextMoves quote={quote} choice={choice} />
      ) : (
        <>
          <Notice kind="status">
            This is the customer’s view, read-only: only they can accept, decline or pay it.
          </Notice>
          {quote.acceptance && <PrintButton />}
        </>
      )}
    </div>
  );
}
