import { createFileRoute, Link, notFound, useParams, useRouteContext, useRouter } from '@tanstack/react-router';
import { QueryBoundary } from '@/client/components/ui/query-boundary';
import { AddToCartButton } from '@/client/features/cart/components/cart-controls';
import { checkoutDrafts } from '@/client/features/checkout/checkout-draft';
import { seedToolFromList, toolQueryOptions } from '@/client/features/tools/api/get-tool';
import { ToolDetail, ToolDetailSkeleton } from '@/client/features/tools/components/tool-detail';
import { ApiError } from '@/client/lib/api-client';

export const Route = createFileRoute('/_auth/tools/$id')({
  loader: async ({ context: { queryClient }, params }) => {
    seedToolFromList(queryClient, params.id);
    try {
      await queryClient.ensureQueryData(toolQueryOptions(params.id));
    } catch (error) {
      // An unknown tool is a missing page, not a reason to sign anyone out.
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  pendingComponent: ToolDetailSkeleton,
  notFoundComponent: ToolNotFound,
  component: ToolPage,
});

function ToolPage() {
  const { id } = useParams({ from: '/_auth/tools/$id' });
  const router = useRouter();
  const { session } = useRouteContext({ from: '/_auth/tools/$id' });
  return (
    <QueryBoundary what="this tool" fallback={<ToolDetailSkeleton />}>
      <ToolDetail
        id={id}
        onPurchase={(quantity) =>
          void checkoutDrafts.choose(session.email, id, quantity).then(() => router.navigate({ to: '/orders' }))
        }
        addToCart={(tool, seenAt, quantity, allowed, label) => (
          <AddToCartButton
            tool={tool}
            seenAt={seenAt}
            quantity={quantity}
            disabled={!allowed}
            className="btn-outline"
            label={label}
          />
        )}
      />
    </QueryBoundary>
  );
}

function ToolNotFound() {
  return (
    <section className="page-container py-16 text-center">
      <h1 className="section-title">This tool was not found</h1>
      <p className="mt-3 text-ink-muted">It may have been sold out for good or removed from the shop.</p>
      <Link to="/" hash="tools" className="btn-primary mt-6">
        See all tools
      </Link>
    </section>
  );
}
