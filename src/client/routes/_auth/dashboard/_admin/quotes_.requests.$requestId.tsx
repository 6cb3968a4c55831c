import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { quoteRequestQueryOptions } from '@/client/features/quotes/admin/api/get-quote-request';
import { QuoteRequestPage } from '@/client/features/quotes/admin/components/quote-request-page';
import { toolsQueryOptions } from '@/client/features/tools/api/get-tools';
import { useBooks } from '@/client/features/books/api/get-books';

export const Route = createFileRoute('/_auth/dashboard/_admin/quotes_/requests/$requestId')({
  loader: ({ context: { queryClient }, params }) =>
    void queryClient.prefetchQuery(quoteRequestQueryOptions(params.requestId)),
  component: RequestPage,
});

/** The catalogue the app keeps on the device, for the editor's "Add from catalogue", and the tax rates for its totals. */
function RequestPage() {
  const { requestId } = Route.useParams();
  const { data: tools = [] } = useQuery(toolsQueryOptions());
  const { books } = useBooks();
  return <QuoteRequestPage id={requestId} catalogue={tools} taxRates={books?.tax} />;
}
