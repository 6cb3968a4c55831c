import { Link } from '@tanstack/react-router';
import type { Quote } from '@/shared/answers/quotes';
import { dayInWords } from '@/shared/dates';
import { formatDollars } from '@/shared/money';
import { taxLabel } from '@/shared/order-totals';
import { formatDateTime } from '@/client/lib/format-date-time';
import { quoteStatusLabels } from '@/shared/quote-labels';
import { badgeLook } from '../quote-words';
import { CancelQuoteButton } from './cancel-quote-button';

/** The moves a quote made, each with its time, in the order they happen. */
function QuoteMoves({ quote }: { quote: Quote }) {
  const moves: [string, string | null][] = [
    ['Sent', quote.sentAt],
    ['Viewed', quote.viewedAt],
    ['Accepted', quote.acceptedAt],
    ['Deposit paid', quote.depositPaidAt],
    ['Declined', quote.declinedAt],
    ['Cancelled', quote.cancelledAt],
  ];
  const made = moves.filter((move): move is [string, string] => move[1] !== null);
  if (made.length === 0) return null;
  return (
    <dl className="mt-4 grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
      {made.map(([label, at]) => (
        <div key={label} className="contents">
          <dt className="font-bold text-ink-muted">{label}</dt>
          <dd className="text-ink">{formatDateTime(at)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The options offered, what each comes to, and which one the customer chose once accepted. */
function OptionsOffered({ quote }: { quote: Quote }) {
  if (quote.options.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1 text-sm" aria-label="Options offered">
      {quote.options.map((option) => (
        <li key={option.name} className="flex flex-wrap justify-between gap-x-4">
          <span className="font-semibold text-ink">
            {option.name}
            {quote.chosenOption === option.name && <span className="ml-2 text-brand">Chosen</span>}
          </span>
          <span className="text-ink-muted">
            {option.lines.map(({ description }) => description).join(', ')}: {formatDollars(option.total)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A quote that can no longer be edited (sent, answered or over), as the shop has it, with its status in words. */
export function QuoteSummary({ quote }: { quote: Quote }) {
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="quote-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="quote-title" className="font-display text-2xl font-bold text-ink">
          Quote
        </h2>
        <span className={badgeLook(quote.status)} data-testid="quote-status">
          {quoteStatusLabels[quote.status]}
        </span>
      </div>
      <ul className="mt-4 divide-y divide-slate-100 text-sm" aria-label="Quote lines">
        {quote.lines.map((line, index) => (
          <li key={index} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
            <span className="min-w-0 break-words font-semibold text-ink">
              {line.description}
              {line.optional && (
                <span className="ml-2 font-normal text-ink-muted">
                  {quote.chosenOptionalLines?.includes(index) ? '(optional, chosen)' : '(optional)'}
                </span>
              )}
            </span>
            <span className="text-ink-muted">
              {line.quantity} {line.unit} × {formatDollars(line.unitPrice)} ={' '}
              <span className="font-semibold text-ink">{formatDollars(line.total)}</span>
            </span>
          </li>
        ))}
      </ul>
      <OptionsOffered quote={quote} />
      <dl className="mt-4 grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-bold text-ink-muted">Subtotal</dt>
        <dd className="text-ink">{formatDollars(quote.subtotal)}</dd>
        <dt className="font-bold text-ink-muted">{taxLabel(quote.taxState, quote.taxPercent)}</dt>
        <dd className="text-ink">{formatDollars(quote.tax)}</dd>
        <dt className="font-bold text-ink-muted">Total</dt>
        <dd className="font-bold text-ink">{formatDollars(quote.total)}</dd>
        <dt className="font-bold text-ink-muted">Deposit</dt>
        <dd className="text-ink">
          {formatDollars(quote.deposit)} ({quote.depositPercent}%)
        </dd>
        <dt className="font-bold text-ink-muted">Valid until</dt>
        <dd className="text-ink">{dayInWords(quote.validUntil)}</dd>
      </dl>
      {quote.notes && <p className="mt-4 whitespace-pre-line break-words text-sm text-ink">{quote.notes}</p>}
      <QuoteMoves quote={quote} />
      {quote.acceptance && (
        <div className="mt-4 rounded-xl bg-brand-soft p-3 text-sm text-ink">
          <p>
            Accepted by <strong>{quote.acceptance.signedName}</strong> on {formatDateTime(quote.acceptance.at)}
          </p>
          <img
            src={quote.acceptance.signature}
            alt={`Signature of ${quote.acceptance.signedName}`}
            className="mt-2 h-20 max-w-full rounded bg-white object-contain"
          />
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to="/dashboard/quotes/$id" params={{ id: quote._id }} className="btn-outline min-h-11 px-4 py-2">
          See it as the customer does
        </Link>
        <CancelQuoteButton quote={quote} />
      </div>
      {quote.declineReason && <p className="mt-4 break-words text-sm text-accent">Declined: {quote.declineReason}</p>}
    </section>
  );
}
