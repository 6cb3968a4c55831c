import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { declineQuoteSchema } from '@/shared/schemas/quote';
import { Notice } from '@/client/components/ui/notice';
import { TextAreaField } from '@/client/components/ui/text-field';
import { getErrorMessage } from '@/client/lib/api-client';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useDeclineQuote } from '../api/quote-answers';

/**
 * Declining, behind a button so it is never the first thing a thumb meets: a reason (the shop learns from
 * it), then the browser's own confirmation, since a declined quote cannot be accepted afterwards.
 */
export function DeclineForm({ quoteId }: { quoteId: string }) {
  const online = useOnlineStatus();
  const decline = useDeclineQuote(quoteId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = v.safeParse(declineQuoteSchema, { reason });
    setError(checked.issues?.[0]?.message);
    if (!checked.success) return;
    if (!window.confirm('Decline this quote? You will not be able to accept it afterwards.')) return;
    decline.mutate(checked.output.reason);
  }

  if (!open) {
    return (
      <button type="button" className="btn-outline w-full sm:w-auto" onClick={() => setOpen(true)}>
        Decline
      </button>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="decline-heading" className="card space-y-4 p-5 sm:p-8">
      <h3 id="decline-heading" className="font-display text-xl font-bold text-ink">
        Decline this quote
      </h3>
      {!online && <Notice kind="status">You are offline. Declining needs a connection.</Notice>}
      {decline.error && <Notice kind="alert">{getErrorMessage(decline.error)}</Notice>}
      <TextAreaField
        label="Why are you declining?"
        name="reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error}
        maxLength={1000}
        required
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-accent" disabled={!online || decline.isPending}>
          {decline.isPending ? 'Declining…' : 'Decline the quote'}
        </button>
        <button type="button" className="btn-outline" onClick={() => setOpen(false)}>
          Keep it
        </button>
      </div>
    </form>
  );
}
