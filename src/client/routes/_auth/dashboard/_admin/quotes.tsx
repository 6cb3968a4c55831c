import { createFileRoute } from '@tanstack/react-router';
import { MarkSeen } from '@/client/features/badge/components/mark-seen';
import { quoteRequestsQueryOptions } from '@/client/features/quotes/admin/api/get-quote-requests';
import { QuoteRequestsPage } from '@/client/features/quotes/admin/components/quote-requests-page';
import type { QuoteRequestState } from '@/shared/schemas/quote';

/**
 * The states a request may be listed by, spelt here rather than imported with the quote schemas: a route's
 * search check loads with the app on every page, and the schemas would come with it.
 */
const listedStates = {
  new: true,
  quoted: true,
  accepted: true,
  declined: true,
  deposit_paid: true,
  cancelled: true,
} as const satisfies Record<QuoteRequestState, true>;
const isListedState = (state: unknown): state is QuoteRequestState =>
  typeof state === 'string' && Object.hasOwn(listedStates, state);

export const Route = createFileRoute('/_auth/dashboard/_admin/quotes')({
  validateSearch: (search: Record<string, unknown>): { state?: QuoteRequestState } =>
    isListedState(search.state) ? { state: search.state } : {},
  loaderDeps: ({ search }) => ({ state: search.state ?? 'new' }),
  loader: ({ context: { queryClient }, deps }) =>
    void queryClient.prefetchQuery(quoteRequestsQueryOptions(deps.state)()),
  component: QuotesPage,
});

function QuotesPage() {
  const { state = 'new' } = Route.useSearch();
  return (
    <>
      <MarkSeen area="quoteRequests" />
      <QuoteRequestsPage state={state} />
    </>
  );
}
