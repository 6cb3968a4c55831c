import type { Quote } from '@/shared/answers/quotes';
import { formatDollars } from '@/shared/money';

/** The deposit, paid: how much, and the payment's id to quote to the shop. */
export function DepositPaid({ quote }: { quote: Quote }) {
  return (
    <div role="status" className="rounded-xl border-l-4 border-brand bg-brand-soft p-5">
      <p className="font-bold text-ink">Deposit paid: {formatDollars(quote.deposit)}</p>
      {quote.transactionId && (
        <p className="mt-1 text-sm text-ink">
          Transaction id: <span className="break-all font-mono">{quote.transactionId}</span>
        </p>
      )}
    </div>
  );
}
