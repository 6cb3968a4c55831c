import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { userQueryOptions } from '@/client/features/profile/api/get-user';
import { myQuoteRequestsQueryOptions } from '@/client/features/quotes/request/api/get-my-quote-requests';
import { QuoteRequestPage } from '@/client/features/quotes/request/components/quote-request-page';

export const Route = createFileRoute('/_auth/quote')({
  validateSearch: (search: Record<string, unknown>): { visitId?: string } =>
    typeof search.visitId === 'string' && search.visitId ? { visitId: search.visitId } : {},
  loader: ({ context: { queryClient, session } }) => {
    void queryClient.prefetchQuery(myQuoteRequestsQueryOptions(session.email));
    void queryClient.prefetchQuery(userQueryOptions(session.email));
  },
  component: QuotePage,
});

function QuotePage() {
  const { session } = useRouteContext({ from: '/_auth/quote' });
  const { visitId } = Route.useSearch();
  // The form opens at once; the profile's address fills it when it comes (offline, from what was saved).
  const { data: profile } = useQuery(userQueryOptions(session.email));
  const address = profile && [profile.address, [profile.state, profile.zip].filter(Boolean).join(' ')].filter(Boolean);
  return <QuoteRequestPage email={session.email} address={address?.join(', ') || undefined} visitId={visitId} />;
}
