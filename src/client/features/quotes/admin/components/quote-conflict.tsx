import type { Quote } from '@/shared/answers/quotes';
import { centsToDollars, dollarsToCents, formatDollars } from '@/shared/money';
import type { QuoteForm } from '../quote-form';
import { quoteTotals } from '../quote-totals';
import { untaxed } from '@/shared/work-totals';
import { quoteStatusLabels } from '@/shared/quote-labels';
import { isLiveQuote } from '../quote-words';

type Line = { key: string; description: string; amount: string; totalCents: number };

const dollars = (cents: number) => formatDollars(centsToDollars(cents));

/** One version's lines and total, side by side with the other's. */
function VersionLines({ title, lines, totalCents }: { title: string; lines: Line[]; totalCents: number }) {
  return (
    <section aria-label={title} className="rounded-lg bg-white p-3">
      <h4 className="font-bold text-ink">{title}</h4>
      <ul className="mt-2 space-y-1 text-sm">
        {lines.map((line) => (
          <li key={line.key} className="flex justify-between gap-3">
            <span className="text-ink">
              {line.description} <span className="text-ink-muted">({line.amount})</span>
            </span>
            <span className="font-semibold text-ink">{dollars(line.totalCents)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-slate-200 pt-2 font-bold text-ink">
        <span>Before tax</span>
        <span>{dollars(totalCents)}</span>
      </p>
    </section>
  );
}

/**
 * The shop refused the admin's save or send: another save came first, or the quote was sent since. Both
 * versions' lines side by side, and the ways on: keep one's or the other's, or let the admin's go.
 */
export function QuoteConflictPanel({
  mine,
  theirs,
  onKeepMine,
  onTakeTheirs,
  onDiscardMine,
}: {
  mine: QuoteForm;
  theirs: Quote | null;
  /** Saves the admin's over the shop's draft (`theirs`), or as a new draft where the request has none that stands. */
  onKeepMine: (on: { quoteId: string | null; version: number | null }) => void;
  onTakeTheirs: (theirs: Quote) => void;
  onDiscardMine: () => void;
}) {
  // The two versions side by side by their lines: each is taxed alike when saved.
  const totals = quoteTotals(mine, untaxed);
  const myLines = mine.lines.map((line, index) => ({
    key: line.key,
    description: line.description,
    amount: `${line.quantity} ${line.unit} × $${line.unitPrice}`,
    totalCents: totals.lineCents[index] ?? 0,
  }));
  const theirLines = (theirs?.lines ?? []).map((line, index) => ({
    key: `${index}`,
    description: line.description,
    amount: `${line.quantity} ${line.unit} × ${formatDollars(line.unitPrice)}`,
    totalCents: dollarsToCents(line.total),
  }));
  const draft = theirs?.status === 'draft';
  const stands = theirs !== null && isLiveQuote(theirs.status);
  const action = 'btn-outline';
  return (
    <section role="alert" aria-labelledby="conflict-title" className="space-y-3 rounded-xl bg-accent-soft p-4">
      <h3 id="conflict-title" className="font-display text-lg font-bold text-accent">
        {draft ? 'Another save came first' : 'This quote changed on the shop since you began'}
      </h3>
      <p className="text-sm text-ink">
        {draft
          ? `The shop's draft was saved since you began (it is at version ${theirs.version}). Nothing of yours was saved over it: compare the two and keep one.`
          : stands
            ? `The shop's quote is ${quoteStatusLabels[theirs.status].toLowerCase()} now: yours can no longer change it. Your lines stay on this device, apart from it, until you discard them.`
            : 'The request has no quote that stands now: yours can be saved as a new draft.'}
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        <VersionLines title="Yours, on this device" lines={myLines} totalCents={totals.subtotalCents} />
        {theirs && (
          <VersionLines
            title={`The shop's, ${quoteStatusLabels[theirs.status].toLowerCase()} (version ${theirs.version})`}
            lines={theirLines}
            totalCents={dollarsToCents(theirs.subtotal)}
          />
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        {draft && (
          <button
            type="button"
            className={action}
            onClick={() => onKeepMine({ quoteId: theirs._id, version: theirs.version })}
          >
            Keep mine (save it over the shop's)
          </button>
        )}
        {draft && (
          <button type="button" className={action} onClick={() => onTakeTheirs(theirs)}>
            Take the shop's
          </button>
        )}
        {!stands && (
          <button type="button" className={action} onClick={() => onKeepMine({ quoteId: null, version: null })}>
            Save mine as a new draft
          </button>
        )}
        {!draft && (
          <button type="button" className={`${action} border-accent text-accent`} onClick={onDiscardMine}>
            Discard mine
          </button>
        )}
      </div>
    </section>
  );
}
