import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { Order } from '@/shared/api-types';
import { formatDollars } from '@/shared/money';
import { Notice } from '@/client/components/ui/notice';
import { getErrorMessage } from '@/client/lib/api-client';
import { loadPaymentClient } from '@/client/lib/payment-client';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { usePaymentIntent } from '../api/create-payment-intent';
import { useRecordPayment } from '../api/record-payment';

const paymentClientQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'client'],
    queryFn: loadPaymentClient,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

type Payer = { name: string; email: string };

function CardForm({
  order,
  payer,
  clientSecret,
  online,
  onPaid,
}: {
  order: Order;
  payer: Payer;
  clientSecret?: string;
  online: boolean;
  onPaid: () => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const recordPayment = useRecordPayment();
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
      await recordPayment.mutateAsync({ orderId: order._id, transactionId: result.paymentIntent.id });
      setTransactionId(result.paymentIntent.id);
      onPaid();
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
        {processing ? 'Paying…' : `Pay ${formatDollars(order.totalPrice)}`}
      </button>
    </form>
  );
}

/** An expired order's tool page, to order it again; for several tools, the order's page, which lists them. */
function OrderAgain({ order }: { order: Order }) {
  return order.productId ? (
    <Link to="/tools/$id" params={{ id: order.productId }} className="btn-primary">
      Order {order.productName} again
    </Link>
  ) : (
    <Link to="/dashboard/myOrders/$id" params={{ id: order._id }} className="btn-primary">
      See the tools to order again
    </Link>
  );
}

/**
 * The payment page's body: who pays for what (`lines`: the order's tools and total), the card form, and
 * what the connection allows.
 */
export function PaymentPanel({
  order,
  lines,
  payer,
  onPaid,
}: {
  order: Order;
  lines: ReactNode;
  payer: Payer;
  onPaid: () => void;
}) {
  const online = useOnlineStatus();
  const payable = !order.paid && order.status === 'pending';
  const client = useQuery({ ...paymentClientQueryOptions(), enabled: payable });
  const intent = usePaymentIntent(order._id, online && payable);

  return (
    <div className="card max-w-2xl p-6 sm:p-8">
      <h2 className="font-display text-2xl font-bold text-ink">Hello, {payer.name}</h2>
      <p className="mt-2 text-lg text-ink">Payment for {order.productName}</p>
      <div className="mt-4 rounded-xl bg-cream p-4">{lines}</div>
      <div className="mt-6 space-y-4">
        {order.paid ? (
          <p role="status" className="rounded-xl bg-brand-soft p-5 font-semibold text-brand">
            {order.status === 'refunded' ? 'This order was paid, then refunded.' : 'This order is paid.'} Transaction
            id: <span className="break-all font-mono">{order.transactionId}</span>
          </p>
        ) : !payable ? (
          <>
            <Notice kind="alert">
              {order.status === 'expired'
                ? 'This order was not paid in time and its tools went back on the shelf. Please order again.'
                : 'This order was cancelled and can no longer be paid.'}
            </Notice>
            <OrderAgain order={order} />
          </>
        ) : (
          <>
            {!online && (
              <Notice kind="status">
                You are offline. Payment needs a connection; come back to this page when you are online.
              </Notice>
            )}
            {client.data?.testMode && (
              <p className="rounded-lg border border-dashed border-ink/30 px-4 py-3 text-sm text-ink-muted">
                <strong className="text-ink">Test mode</strong>: no real money moves. Use 4242 4242 4242 4242 to succeed
                or 4000 0000 0000 0002 to see a decline (also 4000 0000 0000 9995 for insufficient funds), any future
                expiry and any CVC.
              </p>
            )}
            {client.error && <Notice kind="alert">{client.error.message}</Notice>}
            {intent.error && <Notice kind="alert">{getErrorMessage(intent.error)}</Notice>}
            <Elements stripe={client.data?.stripe ?? null}>
              <CardForm
                order={order}
                payer={payer}
                clientSecret={intent.data?.clientSecret}
                online={online}
                onPaid={onPaid}
              />
            </Elements>
          </>
        )}
      </div>
    </div>
  );
}
