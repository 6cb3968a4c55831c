import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { AddReviewForm } from '@/client/features/reviews/components/add-review-form';

type ReviewSearch = { key?: string };

/** The link a review request mails after a painting job: the review it writes is verified. */
export const Route = createFileRoute('/_auth/reviews/new')({
  validateSearch: (search: Record<string, unknown>): ReviewSearch =>
    typeof search.key === 'string' && search.key ? { key: search.key } : {},
  component: NewReviewPage,
});

function NewReviewPage() {
  const { session } = useRouteContext({ from: '/_auth/reviews/new' });
  const { key } = Route.useSearch();
  return (
    <div className="page-container py-8 sm:py-10">
      <AddReviewForm displayName={session.name} reviewKey={key} />
    </div>
  );
}
