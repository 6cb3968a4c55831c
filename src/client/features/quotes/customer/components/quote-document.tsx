import type { Quote } from '@/shared/answers/quotes';
import { dayInWords } from '@/shared/dates';
import { quoteStatusLabels } from '@/shared/quote-labels';
import { DocumentHead } from '@/client/components/ui/shop-document';
import { statusExplained } from '../quote-words';
import { AcceptanceRecord } from './acceptance-record';
import { QuoteLines } from './quote-lines';
import { QuoteOffer } from './quote-offer';
import { firstOffered, type QuoteChoice } from '@/shared/quote-choice';
import { offersChoice } from '../quote-choice';

/** The class the print stylesheet keeps: everything else on the page is left off the paper. */
export const printableClass = 'printable-quote';

/**
 * The quote as a document, on screen and on paper alike: the shop's letterhead, who it is for, its lines
 * and totals (before acceptance, its options and extras to choose from), how long it stands, its notes, and once
 * accepted the signature.
 */
export function QuoteDocument({
  quote,
  choice = firstOffered(quote),
  onChoose,
}: {
  quote: Quote;
  /** Before acceptance, the customer's choice among the options and optional extras (`onChoose` changes it). */
  choice?: QuoteChoice;
  onChoose?: (choice: QuoteChoice) => void;
}) {
  return (
    <article aria-labelledby="quote-heading" className={`${printableClass} card p-5 sm:p-8`}>
      <DocumentHead
        status={quoteStatusLabels[quote.status]}
        headingId="quote-heading"
        title="Painting quote"
        customerName={quote.customerName}
        address={quote.address}
      />
      <p className="mt-3 text-ink print:hidden">{statusExplained(quote)}</p>
      <div className="mt-4">
        {offersChoice(quote) && !quote.chosenOptionalLines ? (
          <QuoteOffer quote={quote} choice={choice} onChoose={onChoose} />
        ) : (
          <QuoteLines quote={quote} />
        )}
      </div>
      <p className="mt-4 text-ink">
        Valid until <strong>{dayInWords(quote.validUntil)}</strong>
      </p>
      {quote.notes && (
        <div className="mt-4">
          <h3 className="font-semibold text-ink">Notes from the shop</h3>
          <p className="mt-1 whitespace-pre-line text-ink [overflow-wrap:anywhere]">{quote.notes}</p>
        </div>
      )}
      {quote.status === 'declined' && quote.declineReason && (
        <p className="mt-4 text-ink [overflow-wrap:anywhere]">
          <span className="font-semibold">Reason for declining:</span> {quote.declineReason}
        </p>
      )}
      {quote.acceptance && <AcceptanceRecord acceptance={quote.acceptance} />}
    </article>
  );
}
