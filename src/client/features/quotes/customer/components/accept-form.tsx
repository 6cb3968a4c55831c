import { type FormEvent, useState } from 'react';
import type { QuoteChoice } from '@/shared/quote-choice';
import type { Quote } from '@/shared/answers/quotes';
import { formatDollars } from '@/shared/money';
import { acceptQuoteSchema } from '@/shared/schemas/quote';
import { Notice } from '@/client/components/ui/notice';
import { SignedNameFields, useSignedName } from '@/client/components/ui/signed-name-fields';
import { getErrorMessage } from '@/client/lib/api-client';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { useAcceptQuote } from '../api/quote-answers';
import { depositInWords } from '../quote-words';
import { choiceSums, lacksOption, offersChoice } from '../quote-choice';

/** What signing agrees to, in the customer's words: the work (the option chosen), its price and the deposit asked now. */
function Statement({ quote, choice }: { quote: Quote; choice: QuoteChoice }) {
  if (lacksOption(quote, choice))
    return <p className="rounded-xl bg-cream p-4 text-ink">Choose one of the options above, then sign here.</p>;
  const sums = offersChoice(quote) ? choiceSums(quote, choice) : quote;
  return (
    <p className="rounded-xl bg-cream p-4 text-ink">
      By signing, I accept this quote for the work at {quote.address}
      {choice.option && (
        <>
          {' '}
          with the option <strong>{choice.option}</strong>
          {(choice.optionalLines?.length ?? 0) > 0 && ' and the extras I ticked'}
        </>
      )}
      , for a total of <strong>{formatDollars(sums.total)}</strong>
      {sums.deposit > 0 ? (
        <>
          , and agree to pay a deposit of <strong>{depositInWords({ ...quote, deposit: sums.deposit })}</strong> now to
          book the work.
        </>
      ) : (
        '. No deposit is due.'
      )}
    </p>
  );
}

/**
 * Accepting: the full name typed, the signature drawn, sent together. It needs a connection: offline it
 * says so, and the name and the drawing stay as they are until the connection returns.
 */
export function AcceptForm({ quote, choice }: { quote: Quote; choice: QuoteChoice }) {
  const online = useOnlineStatus();
  const accept = useAcceptQuote(quote._id);
  const signing = useSignedName(acceptQuoteSchema, 'Draw your signature in the box.');
  const [unchosen, setUnchosen] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const signed = signing.check();
    setUnchosen(lacksOption(quote, choice));
    if (signed && !lacksOption(quote, choice)) accept.mutate({ ...signed, ...choice });
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="accept-heading" className="card space-y-4 p-5 sm:p-8">
      <h3 id="accept-heading" className="font-display text-xl font-bold text-ink">
        Accept and sign
      </h3>
      <Statement quote={quote} choice={choice} />
      {unchosen && lacksOption(quote, choice) && <Notice kind="alert">Choose one of the options above.</Notice>}
      {!online && (
        <Notice kind="status">
          You are offline. Accepting needs a connection: what you typed and drew stays here until you are back online.
        </Notice>
      )}
      {accept.error && <Notice kind="alert">{getErrorMessage(accept.error)}</Notice>}
      <SignedNameFields fields={signing.fields} label="Full name" autoComplete="name" />
      <button type="submit" className="btn-accent w-full sm:w-auto" disabled={!online || accept.isPending}>
        {accept.isPending ? 'Accepting…' : 'Accept and sign'}
      </button>
    </form>
  );
}
