import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useParams, useRouteContext } from '@tanstack/react-router';
import { DashboardSection } from '@/client/components/layout/dashboard-section';
import { CardPayment } from '@/client/features/payments/components/card-payment';
import { quoteQueryOptions, useQuote } from '@/client/features/quotes/customer/api/get-quote';
import { useRecordDeposit } from '@/client/features/quotes/customer/api/quote-answers';
import { answersIt } from '@/client/features/quotes/customer/components/customer-quote';
import { DepositPanel } from '@/client/features/quotes/customer/components/deposit-panel';
import { Notice } from '@/client/components/ui/notice';
import { QuoteNotFound } from '@/client/features/quotes/customer/components/quote-not-found';

/** An accepted quote's deposit, paid by card as an order is: the amount is the server's, from the quote. */
export const Route = createFileRoute('/_auth/dashboard/quotes_/$id_/pay')({
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery({ ...quoteQueryOptions(params.id), staleTime: 0 }),
  component: () => (
    <DashboardSection what="this quote" shape="form" notFound={<QuoteNotFound />}>
      <PayDeposit />
    </DashboardSection>
  ),
});

function PayDeposit() {
  const { id } = useParams({ from: '/_auth/dashboard/quotes_/$id_/pay' });
  const { session } = useRouteContext({ from: '/_auth/dashboard/quotes_/$id_/pay' });
  const { data: quote } = useQuote(id);
  const queryClient = useQueryClient();
  const recordDeposit = useRecordDeposit(id);
  return (
    <DepositPanel
      quote={quote}
      payment={
        // An admin's attempt would be refused (403), which ends a session: only the customer sees the card form.
        !answersIt(quote, session) ? (
          <Notice kind="status">Only the quote’s customer can pay its deposit.</Notice>
        ) : (
          <CardPayment
            subject={{ quoteId: id }}
            amount={quote.deposit}
            payer={{ name: session.name, email: session.email }}
            record={(transactionId) => recordDeposit.mutateAsync(transactionId)}
            onMovedOn={() => void queryClient.invalidateQueries({ queryKey: quoteQueryOptions(id).queryKey })}
          />
        )
      }
    />
  );
}
