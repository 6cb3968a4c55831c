import type { Quote } from '@/shared/answers/quotes';
import { formatDateTime } from '@/client/lib/format-date-time';
import { shortHash } from '../quote-words';

type Acceptance = NonNullable<Quote['acceptance']>;

/**
 * What the customer signed: the typed name, the drawn signature, when, and the fingerprint of the quote
 * as accepted. On paper the whole fingerprint, to be compared with the shop's record; on screen its start.
 */
export function AcceptanceRecord({ acceptance }: { acceptance: Acceptance }) {
  return (
    <section aria-labelledby="acceptance-heading" className="mt-6 border-t-2 border-ink/20 pt-4 break-inside-avoid">
      <h3 id="acceptance-heading" className="font-display text-xl font-bold text-ink">
        Accepted and signed
      </h3>
      <img
        src={acceptance.signature}
        alt={`Signature of ${acceptance.signedName}`}
        className="mt-3 h-24 max-w-full border-b border-ink/40 object-contain object-left"
      />
      <dl className="mt-3 grid gap-1 text-ink sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-ink-muted">Signed by</dt>
        <dd className="font-semibold [overflow-wrap:anywhere]">{acceptance.signedName}</dd>
        <dt className="text-ink-muted">Signed on</dt>
        <dd>{formatDateTime(acceptance.at)}</dd>
        <dt className="text-ink-muted">Content hash (SHA-256)</dt>
        <dd className="font-mono text-sm">
          <span className="print:hidden" title={acceptance.contentHash}>
            {shortHash(acceptance.contentHash)}…
          </span>
          <span className="hidden break-all print:inline">{acceptance.contentHash}</span>
        </dd>
      </dl>
    </section>
  );
}
