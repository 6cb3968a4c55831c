import { createFileRoute } from '@tanstack/react-router';
import { quoteQueryOptions } from '@/client/features/quotes/customer/api/get-quote';
import { useRecordDeposit } from '@/client/features/quotes/customer/api/quote-answers';
import { DepositPanel } from '@/client/features/quotes/customer/components/deposit-panel';
import { QuoteNotFound } from '@/client/features/quotes/customer/components/quote-not-found';
import { startFreshQuery } from '@/client/lib/query-client';
import { CustomerPayPage } from './-customer-pay-page';

/** An accepted quote's deposit, paid by card as an order is: the amount is the server's, from the quote. */
export const Route = createFileRoute('/_auth/dashboard/quotes_/$id_/pay')({
  loader: startFreshQuery(quoteQueryOptions),
  component: PayDeposit,
});

function PayDeposit() {
  const { id } = Route.useParams();
  const recordDeposit = useRecordDeposit(id);
  return (
    <CustomerPayPage
      section={{ what: 'this quote', notFound: <QuoteNotFound /> }}
      query={quoteQueryOptions(id)}
      subject={{ quoteId: id }}
      amount={(quote) => quote.deposit}
      record={recordDeposit.mutateAsync}
      notTheCustomer="Only the quote’s customer can pay its deposit."
      panel={(quote, payment) => <DepositPanel quote={quote} payment={payment} />}
    />
  );
}
