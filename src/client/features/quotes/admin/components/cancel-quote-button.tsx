import type { Quote } from '@/shared/answers/quotes';
import { formatDollars } from '@/shared/money';
import { RowActionButton } from '@/client/components/dashboard/row-action-button';
import { confirmedAction } from '@/client/lib/confirmed-action';
import { useCancelQuote } from '../api/cancel-quote';

/** Whether the shop may still call the quote off: once accepted, paid or not, until it is cancelled. */
export const canCancelQuote = (quote: Pick<Quote, 'status'>) =>
  quote.status === 'accepted' || quote.status === 'deposit_paid';

/** Cancelling a quote whose deposit was paid refunds it in the same move: the question says so, and how much. */
function cancelQuestion(quote: Quote) {
  return quote.status === 'deposit_paid'
    ? `Cancel this quote and refund the deposit of ${formatDollars(quote.deposit)} to ${quote.customerName}? The whole deposit goes back to their card, and they are emailed.`
    : `Cancel this quote? ${quote.customerName} accepted it and has not paid its deposit; they are emailed.`;
}

/** The admin's Cancel of an accepted quote, after asking; off offline, as every change. */
export function CancelQuoteButton({ quote }: { quote: Quote }) {
  const cancel = useCancelQuote();
  if (!canCancelQuote(quote)) return null;
  const refunded =
    quote.status === 'deposit_paid' ? ` and its deposit of ${formatDollars(quote.deposit)} refunded` : '';
  return (
    <RowActionButton
      label={`Cancel the quote for ${quote.customerName}`}
      busy={cancel.isPending}
      onClick={() =>
        confirmedAction(
          cancelQuestion(quote),
          () => cancel.mutateAsync(quote._id),
          `The quote has been cancelled${refunded}`,
        )
      }
    >
      Cancel quote
    </RowActionButton>
  );
}
