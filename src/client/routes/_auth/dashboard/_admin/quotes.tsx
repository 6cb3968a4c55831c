import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { quoteRequestsQueryOptions } from '@/client/features/quotes/admin/api/get-quote-requests';
import { QuoteRequestsPage } from '@/client/features/quotes/admin/components/quote-requests-page';
import { quoteRequestStates } from '@/shared/schemas/quote';

export const Route = createFileRoute('/_auth/dashboard/_admin/quotes')({
  validateSearch: v.object({ state: v.optional(v.fallback(v.picklist(quoteRequestStates), 'new'), 'new') }),
  loaderDeps: ({ search }) => ({ state: search.state }),
  loader: ({ context: { queryClient }, deps }) =>
    void queryClient.prefetchQuery(quoteRequestsQueryOptions(deps.state)()),
  component: QuotesPage,
});

function QuotesPage() {
  const { state } = Route.useSearch();
  return <QuoteRequestsPage state={state} />;
}
