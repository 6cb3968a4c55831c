import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { AddReviewForm } from '@/client/features/reviews/components/add-review-form';

export const Route = createFileRoute('/_auth/dashboard/addreview')({
  component: AddReviewPage,
});

function AddReviewPage() {
  const { session } = useRouteContext({ from: '/_auth/dashboard/addreview' });
  return <AddReviewForm displayName={session.name} />;
}
