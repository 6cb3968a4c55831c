import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect, useRouteContext, useRouter } from '@tanstack/react-router';
import { QueryBoundary } from '@/client/components/ui/query-boundary';
import { checkoutDraft, type CheckoutDraft } from '@/client/features/orders/checkout-draft';
import { orderQueryOptions } from '@/client/features/orders/api/get-order';
import { CheckoutForm } from '@/client/features/orders/components/checkout-form';
import { CheckoutToolGone } from '@/client/features/orders/components/checkout-unavailable';
import { userQueryOptions } from '@/client/features/profile/api/get-user';
import { seedToolFromList, toolQueryOptions } from '@/client/features/tools/api/get-tool';
import { toolsQueryOptions } from '@/client/features/tools/api/get-tools';
import type { Session } from '@/client/lib/auth/session';
import { toast } from '@/client/lib/toast';
import { useOnlineStatus } from '@/client/lib/use-online-status';

export const Route = createFileRoute('/_auth/orders')({
  beforeLoad: () => {
    const draft = checkoutDraft.get();
    if (!draft) throw redirect({ to: '/' });
    return { draft };
  },
  loader: ({ context: { queryClient, draft } }) => seedToolFromList(queryClient, draft.toolId),
  component: CheckoutPage,
});

function CheckoutPage() {
  const { draft } = useRouteContext({ from: '/_auth/orders' });
  const { session } = useRouteContext({ from: '/_auth/orders' });
  return (
    <QueryBoundary what="your checkout" fallback={<CheckoutSkeleton />} notFound={<CheckoutToolGone />}>
      <Checkout draft={draft} session={session} />
    </QueryBoundary>
  );
}

function Checkout({ draft, session }: { draft: CheckoutDraft; session: Session }) {
  const { data: tool, dataUpdatedAt: toolSavedAt } = useSuspenseQuery(toolQueryOptions(draft.toolId));
  const online = useOnlineStatus();
  const saved = useQuery(userQueryOptions(session.email));
  const queryClient = useQueryClient();
  const router = useRouter();
  // Offline with no saved profile, the form still opens, from who is signed in and the draft, so what is
  // typed is kept until the order can be placed.
  const profile =
    saved.data ??
    (online ? undefined : { _id: '', name: session.name, email: session.email, address: '', state: '', zip: '' });
  if (!profile && saved.error) throw saved.error;
  if (!profile) return <CheckoutSkeleton />;

  return (
    <CheckoutForm
      draft={draft}
      tool={tool}
      toolSavedAt={toolSavedAt}
      profile={profile}
      onPlaced={(order) => {
        checkoutDraft.clear();
        toast.success('Your Order Has been placed');
        void queryClient.invalidateQueries({ queryKey: toolsQueryOptions().queryKey });
        // Straight on to paying for it; the payment page starts from the order just answered.
        queryClient.setQueryData(orderQueryOptions(order._id).queryKey, order);
        void router.navigate({ to: '/dashboard/payment/$id', params: { id: order._id } });
      }}
    />
  );
}

function CheckoutSkeleton() {
  return (
    <div className="page-container py-10" aria-busy="true">
      <div className="card h-[28rem] animate-pulse" />
    </div>
  );
}
