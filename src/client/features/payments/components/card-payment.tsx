import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { formatDollars } from '@/shared/money';
import { Notice } from '@/client/components/ui/notice';
import { ApiError, getErrorMessage } from '@/client/lib/api-client';
import { loadPaymentClient } from '@/client/lib/payment-client';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { usePaymentIntent } from '../api/create-payment-intent';
import type { PaymentSubject } from '../api/payment-keys';

const paymentClientQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'client'],
    queryFn: loadPaymentClient,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export type Payer = { name: string; email: string };

type Payment = {
  /** What is paid; the server sets the amount from it, never from `amount`, which only labels the button. */
  subject: PaymentSubject;
  /** Dollars. */
  amount: number;
  payer: Payer;
  /** Tells the shop the intent succeeded, so it records the payment there and then, not when the webhook comes. */
  record: (transactionId: string) => Promise<unknown>;
  /** After the payment is recorded: the page reads again what the payment changed. */
  onPaid?: () => void;
  /**
   * The shop refused to open a payment because the subject moved on (paid meanwhile, from another tab or by
   * the gateway's webhook): the page reads the subject again to show where it stands.
   */
  onMovedOn?: () => void;
};

function CardForm({
  amount,
  payer,
  record,
  onPaid,
  clientSecret,
  online,
}: Payment & { clientSecret?: string; online: boolean }) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string>();
  const [processing, setProcessing] = useState(false);
  const [transactionId, setTransactionId] = useState<string>();
  const ready = Boolean(stripe && elements && clientSecret) && online;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret) return;
    setProcessing(true);
    setError(undefined);
    try {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: payer.name, email: payer.email } },
      });
      if (result.error) {
        setError(result.error.message ?? 'The payment did not go through.');
        return;
      }
      await record(result.paymentIntent.id);
      setTransactionId(result.paymentIntent.id);
      onPaid?.();
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setProcessing(false);
    }
  }

  if (transactionId) {
    return (
      <div role="status" className="rounded-xl bg-brand-soft p-5">
        <p className="font-bold text-brand">Payment succeeded. Thank you!</p>
        <p className="mt-1 text-sm text-ink">
          Transaction id: <span className="break-all font-mono">{transactionId}</span>
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4" aria-label="Card payment">
      {error && <Notice kind="alert">{error}</Notice>}
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <CardElement options={{ hidePostalCode: true, style: { base: { fontSize: '16px', color: '#1d3557' } } }} />
      </div>
      <button type="submit" className="btn-accent w-full sm:w-auto" disabled={!ready || processing}>
        {processing ? 'Paying…' : `Pay ${formatDollars(amount)}`}
      </button>
    </form>
  );
}

/**
 * Paying by card, for an order, a quote's deposit or a job's invoice: the test mode's cards, what the connection
 * allows, the card form, and the payment confirmed with the gateway and then recorded with the shop. Shown only
 * while the subject can be paid: it asks the shop for a payment intent as it appears.
 */
export function CardPayment(payment: Payment) {
  const online = useOnlineStatus();
  const client = useQuery(paymentClientQueryOptions());
  const intent = usePaymentIntent(payment.subject, online);
  const { onMovedOn } = payment;
  const movedOn = intent.error instanceof ApiError && intent.error.status === 409;
  useEffect(() => {
    if (movedOn) onMovedOn?.();
  }, [movedOn, onMovedOn]);

  return (
    <>
      {!online && (
        <Notice kind="status">
          You are offline. Payment needs a connection; come back to this page when you are online.
        </Notice>
      )}
      {client.data?.testMode && (
        <p className="rounded-lg border border-dashed border-ink/30 px-4 py-3 text-sm text-ink-muted">
          <strong className="text-ink">Test mode</strong>: no real money moves. Use 4242 4242 4242 4242 to succeed or
          4000 0000 0000 0002 to see a decline (also 4000 0000 0000 9995 for insufficient funds), any future expiry and
          any CVC.
        </p>
      )}
      {client.error && <Notice kind="alert">{client.error.message}</Notice>}
      {intent.error && <Notice kind="alert">{getErrorMessage(intent.error)}</Notice>}
      <Elements stripe={client.data?.stripe ?? null}>
        <CardForm {...payment} clientSecret={intent.data?.clientSecret} online={online} />
      </Elements>
    </>
  );
}
