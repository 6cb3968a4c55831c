import type { Quote } from '@/shared/api-types';
import { shopDetails, shopPostalAddress } from '@/shared/shop-details';
import { dayInWords } from '@/shared/dates';
import { quoteStatusLabels } from '@/shared/quote-labels';
import { statusExplained } from '../quote-words';
import { AcceptanceRecord } from './acceptance-record';
import { QuoteLines } from './quote-lines';

/** The class the print stylesheet keeps: everything else on the page is left off the paper. */
export const printableClass = 'printable-quote';

/**
 * The quote as a document, on screen and on paper alike: the shop's letterhead, who it is for, its lines
 * and totals, how long it stands, its notes, and once accepted the signature.
 */
export function QuoteDocument({ quote }: { quote: Quote }) {
  return (
    <article aria-labelledby="quote-heading" className={`${printableClass} card p-5 sm:p-8`}>
      <header className="flex flex-wrap items-start justify-between gap-3 border-b-2 border-ink/20 pb-4">
        <div>
          <p className="font-display text-xl font-bold text-brand">{shopDetails.name}</p>
          <p className="text-sm text-ink-muted">{shopPostalAddress}</p>
          <p className="text-sm text-ink-muted">
            {shopDetails.phone} · {shopDetails.email}
          </p>
        </div>
        <p className="rounded-full bg-brand-soft px-3 py-1 text-sm font-bold text-ink">
          <span className="sr-only">Status: </span>
          {quoteStatusLabels[quote.status]}
        </p>
      </header>
      <h2 id="quote-heading" className="mt-4 font-display text-2xl font-bold text-ink">
        Painting quote
      </h2>
      <p className="mt-1 text-ink [overflow-wrap:anywhere]">
        For {quote.customerName}, {quote.address}
      </p>
      <p className="mt-3 text-ink print:hidden">{statusExplained(quote)}</p>
      <div className="mt-4">
        <QuoteLines quote={quote} />
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
