import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { MarkSeen } from '@/client/features/badge/components/mark-seen';
import { userQueryOptions } from '@/client/features/profile/api/get-user';
import { myQuoteRequestsQueryOptions } from '@/client/features/quotes/request/api/get-my-quote-requests';
import { QuoteRequestPage } from '@/client/features/quotes/request/components/quote-request-page';

type QuoteSearch = { visitId?: string; shared?: string };
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export const Route = createFileRoute('/_auth/quote')({
  // `shared`: photos shared into the app from the gallery, which the service worker kept on the device.
  validateSearch: (search: Record<string, unknown>): QuoteSearch => {
    const [visitId, shared] = [text(search.visitId), text(search.shared)];
    return { ...(visitId && { visitId }), ...(shared && { shared }) };
  },
  loader: ({ context: { queryClient, session } }) => {
    void queryClient.prefetchQuery(myQuoteRequestsQueryOptions(session.email));
    void queryClient.prefetchQuery(userQueryOptions(session.email));
  },
  component: QuotePage,
});

function QuotePage() {
  const { session } = useRouteContext({ from: '/_auth/quote' });
  const { visitId, shared } = Route.useSearch();
  const navigate = Route.useNavigate();
  // The form opens at once; the profile's address fills it when it comes (offline, from what was saved).
  const { data: profile } = useQuery(userQueryOptions(session.email));
  const site = profile && { address: profile.address, siteState: profile.state, siteZip: profile.zip };
  return (
    <>
      {session.role !== 'admin' && <MarkSeen area="quotes" />}
      <QuoteRequestPage
        email={session.email}
        site={site}
        visitId={visitId}
        sharedId={shared}
        onSharedTaken={() => void navigate({ search: ({ shared: _shared, ...rest }) => rest, replace: true })}
      />
    </>
  );
}
